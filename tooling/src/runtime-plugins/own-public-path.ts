// In every server build (the shell's and each remote's), evaluated as the container starts. Two versions of one remote
// can run in one server process (the live one and a team's preview candidate, or the builds before and after a
// redeploy). Node's federation runtime would give them one federation instance (it shares one per container name and
// version) and find their chunks through whatever is registered under the container's name when a chunk loads, so
// one version's chunks could be fetched from the other's folder, or not set up at all. The shell runs each entry with
// its own address as `__dirname` and `__filename` (shell/src/federation/server-container-plugin.ts; webpack leaves both
// to Node in server builds), and this module makes each container self-contained: its chunks come from beside its
// entry, and its federation instance is its own.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

declare let __webpack_public_path__: string;
declare const __webpack_require__: { federation: { initOptions: { id?: string; version?: string } } };

if (typeof __dirname === 'string' && /^https?:\/\//.test(__dirname)) {
  __webpack_public_path__ = `${__dirname}/`;
  // The runtime reuses an instance with the same build id (name:package version) or name and version.
  Object.assign(__webpack_require__.federation.initOptions, { id: __filename, version: __filename });
}

export default function ownPublicPath(): ModuleFederationRuntimePlugin {
  return { name: 'gadgets-own-public-path' };
}
