import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerNameOf, parseSectionRegistry, type SectionRegistry } from '@gadgets/shared-ui';
import { remoteLoadAbortPlugin } from './remote-load-abort-plugin';
import { REMOTE_LOAD_TIMEOUT_MS, withLoadDeadline } from './remote-load-deadline';
import { versionSkewPlugin } from './version-skew';

export const REMOTE_MAP_URL = '/remotes.json';

let registration: Promise<SectionRegistry> | undefined;

function registerBrowserRemotes(registry: SectionRegistry, timeoutMs: number): SectionRegistry {
  const titleOf = (container: string) =>
    registry.find((section) => containerNameOf(section.name) === container)?.title ?? container;
  registerPlugins([remoteLoadAbortPlugin(timeoutMs), versionSkewPlugin(titleOf)]);
  registerRemotes(registry.map((section) => ({ name: containerNameOf(section.name), entry: section.manifest })));
  return registry;
}

/**
 * The deployed section registry, with every section's remote registered with the federation runtime. A page the
 * server rendered carries the registry it was rendered with (`known`); otherwise remotes.json is read (never from
 * cache, so a redeploy or a new section counts from the next page load). A failure, including no answer within
 * `timeoutMs`, is not remembered: the next call, e.g. a section's Retry, tries again.
 */
export function registerSectionRemotes(
  known?: SectionRegistry,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
): Promise<SectionRegistry> {
  if (known && !registration) registration = Promise.resolve(registerBrowserRemotes(known, timeoutMs));
  registration ??= withLoadDeadline('remotes.json', timeoutMs, async (signal) => {
    const response = await fetch(REMOTE_MAP_URL, { cache: 'no-cache', signal });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    return (await response.json()) as unknown;
  })
    .then((raw) => registerBrowserRemotes(parseSectionRegistry(raw, window.location.href), timeoutMs))
    .catch((error: unknown) => {
      registration = undefined;
      throw error;
    });
  return registration;
}
