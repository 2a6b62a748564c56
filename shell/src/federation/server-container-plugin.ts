// A federation runtime plugin of the shell's server build (declared in module-federation.config.ts): how the server
// loads a remote's container. Fetched and run in this process, like Node's federation runtime does it, with two
// differences that let two versions of one remote live side by side (the live one and a team's preview). The
// container is taken from the script's exports, never from a global named after the remote, so a candidate cannot be
// handed the live version's container (or replace it). And the script sees its own address as __dirname (its folder)
// and __filename (the entry URL), so the container loads its chunks from its own folder and keeps a federation
// instance of its own (tooling/src/runtime-plugins/own-public-path.ts).
import { constants, Script } from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type RemoteEntryExports = NonNullable<Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>>;

/** How long a remote's server entry may take to download. */
const ENTRY_TIMEOUT_MS = 10_000;

/** Node's own require, not webpack's: what a remote's server code gets (its chunk loading needs fs, path and vm). */
declare const __non_webpack_require__: NodeJS.Require;

/** Runs a remote's server entry and returns the container it exports under `exportName` (its federation name). */
export async function loadServerContainer(entry: string, exportName: string): Promise<RemoteEntryExports> {
  const response = await fetch(entry, { signal: AbortSignal.timeout(ENTRY_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${entry} answered ${response.status}`);
  const source = await response.text();
  const url = new URL(entry);
  const script = new Script(`(function (exports, module, require, __dirname, __filename) {${source}\n})`, {
    filename: url.href,
    importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const module = { exports: {} as Record<string, unknown> };
  const folder = new URL('.', url).href.replace(/\/$/, '');
  (script.runInThisContext() as (...args: unknown[]) => void)(
    module.exports,
    module,
    __non_webpack_require__,
    folder,
    url.href,
  );
  const container = module.exports[exportName] as { init?: unknown; get?: unknown } | undefined;
  if (typeof container?.init !== 'function' || typeof container.get !== 'function')
    throw new Error(`${entry} does not export the ${exportName} container`);
  return container as RemoteEntryExports;
}

export default function serverContainerPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'gadgets-server-containers',
    // Each server remote is registered with its federation name as entryGlobalName (server-sections.ts).
    loadEntry: ({ remoteInfo }) => loadServerContainer(remoteInfo.entry, remoteInfo.entryGlobalName),
  };
}
