// The server half of the tooling, compiled to dist/serve.mjs by `pnpm --dir tooling build` (build-serve.mjs) so it
// runs on plain Node: bin/serve.mjs and static-server.mjs load that file.
export { serveClustered } from './cluster.ts';
export { startStaticServer, type StaticServer, type StaticServerOptions } from './static-server.ts';
export { createServerLog, logLevelOf, otlpTracesUrl, startTracing } from '@gadgets/server-kit';
