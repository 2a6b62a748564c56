import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerNameOf, SECTIONS, type Section } from '@gadgets/shared-ui';
import { remoteLoadAbortPlugin } from './remote-load-abort-plugin';
import { REMOTE_LOAD_TIMEOUT_MS, withLoadDeadline } from './remote-load-deadline';

export const REMOTE_MAP_URL = '/remotes.json';
export type RemoteMap = Record<Section, string>;

/** Checks a deploy-time remote map and resolves relative manifest URLs against the page. */
export function parseRemoteMap(raw: unknown, baseUrl: string): RemoteMap {
  if (typeof raw !== 'object' || raw === null) throw new Error('remotes.json must be an object of section → manifest URL');
  const entries = raw as Record<string, unknown>;
  const map = {} as RemoteMap;
  for (const section of SECTIONS) {
    const entry = entries[section];
    if (typeof entry !== 'string' || entry.trim() === '') throw new Error(`remotes.json has no manifest URL for "${section}"`);
    map[section] = new URL(entry, baseUrl).toString();
  }
  return map;
}

let registration: Promise<RemoteMap> | undefined;

/**
 * Reads remotes.json (never cached, so a redeploy or a moved remote takes effect on the next page load)
 * and registers every section's remote with the federation runtime. A failure, including no answer within
 * `timeoutMs`, is not remembered: the next call, e.g. a section's Retry, tries again.
 */
export function registerSectionRemotes(timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<RemoteMap> {
  registration ??= withLoadDeadline('remotes.json', timeoutMs, async (signal) => {
    const response = await fetch(REMOTE_MAP_URL, { cache: 'no-cache', signal });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    return (await response.json()) as unknown;
  })
    .then((raw) => {
      const map = parseRemoteMap(raw, window.location.href);
      registerPlugins([remoteLoadAbortPlugin(timeoutMs)]);
      registerRemotes(SECTIONS.map((section) => ({ name: containerNameOf(section), entry: map[section] })));
      return map;
    })
    .catch((error: unknown) => {
      registration = undefined;
      throw error;
    });
  return registration;
}

let skippedOnServer: ReadonlySet<Section> = new Set();

/**
 * The server knows its remote map from configuration and registers the remotes itself (server-remotes.ts).
 * It does not wait for remotes that did not answer its last look: the browser renders their sections.
 */
export function presetRemoteMap(map: RemoteMap, unavailable: readonly Section[] = []): void {
  registration = Promise.resolve(map);
  skippedOnServer = new Set(unavailable);
}

export const isSkippedOnServer = (section: Section): boolean => skippedOnServer.has(section);
