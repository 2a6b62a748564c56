import { registerRemotes } from '@module-federation/enhanced/runtime';
import { containerNameOf, type RemoteRoutesModule, type SectionRegistry } from '@gadgets/shared-ui';
import type { ReadySectionRoutes } from '../features/remote-sections/ready-section-routes';
import { isSkippedOnServer, presetSectionRegistry } from '../features/remote-sections/section-registry';

const registeredEntries = new Map<string, string>();

/** Each section's entry URL with its build, as registered: worked out once per entry and build, not per render. */
const entryUrls = new Map<string, string>();
const MAX_ENTRY_URLS = 64;

function entryUrlOf(serverEntry: string, build: string | undefined): string {
  const key = `${serverEntry}\u0000${build ?? ''}`;
  let href = entryUrls.get(key);
  if (href === undefined) {
    const entry = new URL(serverEntry);
    if (build) entry.searchParams.set('build', build);
    href = entry.href;
    if (entryUrls.size >= MAX_ENTRY_URLS) entryUrls.clear();
    entryUrls.set(key, href);
  }
  return href;
}

/**
 * Points the server's federation runtime at each section's server build. Called before every render with the
 * current registry, so a moved, redeployed or new section is picked up; `build` (the browser manifest's version)
 * makes a redeployed remote load afresh instead of from the runtime's cache. Unchanged remotes keep what they
 * loaded; `unavailable` ones are not waited for.
 */
export function registerServerRemotes(
  registry: SectionRegistry,
  builds: Record<string, string> = {},
  unavailable: readonly string[] = [],
): void {
  presetSectionRegistry(registry, unavailable);
  const changed = registry
    .map((section) => ({ name: section.name, entry: entryUrlOf(section.serverEntry, builds[section.name]) }))
    .filter(({ name, entry }) => registeredEntries.get(name) !== entry);
  if (changed.length === 0) return;
  registerRemotes(
    changed.map(({ name, entry }) => ({ name: containerNameOf(name), entry, type: 'commonjs-module' })),
    { force: changed.some(({ name }) => registeredEntries.has(name)) },
  );
  for (const { name, entry } of changed) registeredEntries.set(name, entry);
}

/** Each section's loaded routes, with the remote entry they were loaded from. */
const loadedRoutes = new Map<string, { entry: string; module: RemoteRoutesModule }>();

/**
 * The sections whose routes this process has loaded, for as long as the same remote entry is registered: a redeployed
 * or moved remote (a new entry) loads afresh, and a section the render skips loads (and fails) as before.
 */
export const serverSectionRoutes: ReadySectionRoutes = {
  get(section) {
    const loaded = loadedRoutes.get(section.name);
    if (!loaded || isSkippedOnServer(section) || loaded.entry !== registeredEntries.get(section.name)) return undefined;
    return loaded.module;
  },
  loading(section) {
    const entry = registeredEntries.get(section.name);
    return (module) => {
      if (entry !== undefined) loadedRoutes.set(section.name, { entry, module });
    };
  },
};
