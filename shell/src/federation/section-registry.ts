import { registerRemotes } from '@module-federation/enhanced/runtime';
import { containerNameOf, parseSectionRegistry, type SectionEntry, type SectionRegistry } from '@gadgets/shared-ui';
import { rememberRegisteredSections } from './registered-sections';
import { REMOTE_LOAD_TIMEOUT_MS, withLoadDeadline } from './remote-load-deadline';

export const REMOTE_MAP_URL = '/remotes.json';

let registration: Promise<SectionRegistry> | undefined;
/** Each section's manifest as registered with the federation runtime now. */
const registeredManifests = new Map<string, string>();
/** Sections whose routes this page has begun to load at least once. */
const loadedBefore = new Set<string>();

function registerBrowserRemotes(registry: SectionRegistry, timeoutMs: number): SectionRegistry {
  // For the runtime plugins (module-federation.config.ts): the titles they name sections by, and their timeout.
  rememberRegisteredSections(
    registry.map((section) => ({ container: containerNameOf(section.name), title: section.title })),
    timeoutMs,
  );
  registerRemotes(registry.map((section) => ({ name: containerNameOf(section.name), entry: section.manifest })));
  for (const section of registry) registeredManifests.set(section.name, section.manifest);
  return registry;
}

async function fetchRemoteMap(signal: AbortSignal): Promise<SectionRegistry> {
  const response = await fetch(REMOTE_MAP_URL, { cache: 'no-cache', signal });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseSectionRegistry((await response.json()) as unknown, window.location.href);
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
  registration ??= withLoadDeadline('remotes.json', timeoutMs, fetchRemoteMap)
    .then((registry) => registerBrowserRemotes(registry, timeoutMs))
    .catch((error: unknown) => {
      registration = undefined;
      throw error;
    });
  return registration;
}

/**
 * Moves a section to the version the remote map names now, before its routes load. A page's first load of a section
 * trusts the map the page started with (no extra request before it hydrates); each later load, a Retry or the next
 * navigation into the section, re-reads the map (revalidated: usually a 304) and registers the version published or
 * rolled back since, so an open tab follows deploys without a reload. A map that cannot be read now changes nothing.
 */
export async function followRemoteMap(section: SectionEntry, signal: AbortSignal): Promise<void> {
  if (!loadedBefore.has(section.name)) {
    loadedBefore.add(section.name);
    return;
  }
  let current: SectionEntry | undefined;
  try {
    current = (await fetchRemoteMap(signal)).find((entry) => entry.name === section.name);
  } catch {
    return;
  }
  if (!current || current.manifest === registeredManifests.get(section.name)) return;
  const container = containerNameOf(section.name);
  // Every build of a remote loads its chunks through one global array named after its container (tooling's
  // `chunkLoadingGlobal`), and a new build's runtime would take the chunks the old one loaded there as its own: the
  // old version's code under the new version's name. The new build starts with an array of its own.
  Reflect.deleteProperty(window, `webpackChunk${container}`);
  registerRemotes([{ name: container, entry: current.manifest }], { force: true });
  registeredManifests.set(section.name, current.manifest);
}
