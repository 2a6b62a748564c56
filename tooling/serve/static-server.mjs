// The compiled server half (serve/*.ts, built into dist/ by the tooling's build), for plain-Node callers. It is
// loaded on the first call, from a specifier tsc does not follow: typecheck runs before the build (dist/ may be
// absent) and checks the TypeScript source, whose types these are.
const COMPILED_SERVER = '../dist/serve.mjs';

/** @typedef {import('./static-server.ts').StaticServerOptions} StaticServerOptions */

/** @type {typeof import('./static-server.ts').startStaticServer} */
export const startStaticServer = async (options) => (await import(COMPILED_SERVER)).startStaticServer(options);
