// What the browser's federation runtime plugins know of the sections this page registered. The plugins are declared
// in module-federation.config.ts and created as the federation runtime starts, before the registry is read, so they
// read these values as each remote loads; section-registry.ts writes them where it parses the registry. Imports
// nothing shared: the plugins that read it run before the shared singletons exist.
import { REMOTE_LOAD_TIMEOUT_MS } from './remote-load-deadline';

interface RegisteredSection {
  /** The section's federation container name (`gadgets_<name>`). */
  container: string;
  title: string;
}

const titles = new Map<string, string>();
let loadTimeoutMs = REMOTE_LOAD_TIMEOUT_MS;

export function rememberRegisteredSections(sections: readonly RegisteredSection[], timeoutMs: number): void {
  for (const { container, title } of sections) titles.set(container, title);
  loadTimeoutMs = timeoutMs;
}

/** The title people read for a remote's container; the container's name for a remote the registry does not list. */
export const sectionTitleOf = (container: string): string => titles.get(container) ?? container;

/** How long one request for a remote's manifest or entry script may take. */
export const remoteLoadTimeoutMs = (): number => loadTimeoutMs;
