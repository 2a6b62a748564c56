// Which version of each section's remote one server render uses, decided once per page and handed down that render
// (ServerSectionsContext), never kept at module scope: renders of different pages run at the same moment, and a
// preview visitor's render loads another version of a remote than everyone else's.
import { createHash } from 'node:crypto';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerNameOf, type RemoteRoutesModule, type SectionEntry, type SectionRegistry } from '@gadgets/shared-ui';
import type { ServerSectionRoutes } from './server-section-routes';
import { hostSharedVersions, versionSkewOf, type RemoteShared } from './version-skew';

export interface ServerSectionsInput {
  registry: SectionRegistry;
  /** Each section's current build (by name): part of its entry URL, so a redeployed remote loads afresh. */
  builds?: Readonly<Record<string, string>>;
  /**
   * Sections this render leaves to the browser, with why: not answering, or built against versions the shell cannot
   * serve. Their load rejects with that reason, so React renders them in the browser.
   */
  skipped?: ReadonlyMap<string, string>;
}

/**
 * What the federation runtime holds, process-wide by nature: each remote entry (a section's version, with its build)
 * is registered once, under a key of its own, and never replaced. A render asks for exactly the entries it decided
 * on, so a preview candidate and the live version, or the builds before and after a redeploy, are loaded side by
 * side and neither can be handed the other's code. Entries of earlier versions stay until the process restarts (a
 * few per deploy; each is the remote's server code).
 */
const registered = new Set<string>();
/** Each entry's loaded routes: code, the same for every visitor. */
const loaded = new Map<string, RemoteRoutesModule>();

function keyOf(container: string, entry: string): string {
  const key = `${container}_${createHash('sha256').update(entry).digest('hex').slice(0, 12)}`;
  if (registered.has(key)) return key;
  registerRemotes([{ name: key, entry, entryGlobalName: container, type: 'commonjs-module' }]);
  registered.add(key);
  return key;
}

function entryOf(section: SectionEntry, build: string | undefined): string {
  if (!build) return section.serverEntry;
  const entry = new URL(section.serverEntry);
  entry.searchParams.set('build', build);
  return entry.href;
}

/** One render's sections: the entry of each, and its routes from the code cache once some render loaded them. */
export function serverSectionsFor(input: ServerSectionsInput): ServerSectionRoutes {
  const skipped = input.skipped ?? new Map<string, string>();
  const keys = new Map<string, string>();
  for (const section of input.registry) {
    if (skipped.has(section.name)) continue;
    keys.set(section.name, keyOf(containerNameOf(section.name), entryOf(section, input.builds?.[section.name])));
  }

  return {
    get(section) {
      const key = keys.get(section.name);
      return key === undefined ? undefined : loaded.get(key);
    },
    load: async (section) => {
      const key = keys.get(section.name);
      if (key === undefined) throw new Error(skipped.get(section.name));
      const module = await loadRemote<RemoteRoutesModule>(`${key}/routes`);
      if (!module || typeof module.default !== 'function') {
        throw new Error(`The ${section.title} section did not provide its routes`);
      }
      loaded.set(key, module);
      return module;
    },
  };
}

/** What a remote build's manifest says it was built with → why this shell cannot serve it (null: it can). */
const skewOfBuild = new WeakMap<readonly RemoteShared[], string | null>();
let hostVersions: Record<string, string> | undefined;

/**
 * The sections a render leaves to the browser, with why: remotes not answering at the server's last look, and remotes
 * built against versions this shell cannot serve (decided once per remote build: the server hands every render the
 * same `remoteShared` lists until a remote changes). The browser refuses the latter the same way (version-skew.ts), so
 * the section shows its error there.
 */
export function sectionsLeftToBrowser(
  registry: SectionRegistry,
  remoteShared: Readonly<Record<string, readonly RemoteShared[]>> | undefined,
  unavailable: readonly string[] = [],
): Map<string, string> {
  const left = new Map<string, string>();
  const host = getInstance()?.options;
  if (host) hostVersions ??= hostSharedVersions(host);
  for (const section of registry) {
    if (unavailable.includes(section.name)) {
      left.set(section.name, `The ${section.title} remote is not answering; its section is rendered in the browser`);
      continue;
    }
    const shared = remoteShared?.[section.name];
    if (!shared || !hostVersions) continue;
    let problem = skewOfBuild.get(shared);
    if (problem === undefined) {
      problem = versionSkewOf(section.title, shared, hostVersions);
      skewOfBuild.set(shared, problem);
    }
    if (problem) left.set(section.name, problem);
  }
  return left;
}
