import { registerRemotes } from '@module-federation/enhanced/runtime';
import { containerNameOf, SECTIONS, type Section } from '@gadgets/shared-ui';
import { presetRemoteMap, type RemoteMap } from '../features/remote-sections/remote-map';

/** Where a remote's server build lives: `server/remoteEntry.js` beside the browser build's manifest. */
export const serverEntryOf = (manifestUrl: string) => new URL('server/remoteEntry.js', manifestUrl).href;

const registeredEntries = new Map<Section, string>();

/**
 * Points the server's federation runtime at each remote's server build. Called before every render with the
 * current remotes.json, so a moved remote is picked up; `build` (the browser manifest's version) makes a
 * redeployed remote load afresh instead of from the runtime's cache. Unchanged remotes keep what they loaded;
 * `unavailable` ones are not waited for.
 */
export function registerServerRemotes(map: RemoteMap, builds: Partial<Record<Section, string>> = {}, unavailable: readonly Section[] = []): void {
  presetRemoteMap(map, unavailable);
  const changed = SECTIONS.map((section) => {
    const entry = new URL(serverEntryOf(map[section]));
    if (builds[section]) entry.searchParams.set('build', builds[section]);
    return { section, entry: entry.href };
  }).filter(({ section, entry }) => registeredEntries.get(section) !== entry);
  if (changed.length === 0) return;
  registerRemotes(
    changed.map(({ section, entry }) => ({ name: containerNameOf(section), entry, type: 'commonjs-module' })),
    { force: changed.some(({ section }) => registeredEntries.has(section)) },
  );
  for (const { section, entry } of changed) registeredEntries.set(section, entry);
}
