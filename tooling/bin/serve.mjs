#!/usr/bin/env node
// gadgets-serve --dir dist [--port 3001] [--api http://127.0.0.1:4000 | --no-api] [--api-source-address 127.0.0.2]
//   [--remotes-file remotes.json] [--workers N]
//   [--remote-origin http://localhost:3003 ...] [--public-api http://localhost:4000 ...] [--source-maps public]
//   [--site-url https://gadgets.example.com]
// Prints "serving <dir> at <url>" once it listens (tooling/serve/serve-process.mjs waits for that line).
// A server that renders pages (a build with server/server.js and an API) runs one worker per core (SHELL_WORKERS,
// default os.availableParallelism()); any other serves files from one process, unless --workers says otherwise.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: process.env.PORT ?? '0' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    api: { type: 'string', default: process.env.API_ORIGIN ?? 'http://127.0.0.1:4000' },
    'no-api': { type: 'boolean', default: false },
    'api-source-address': { type: 'string', default: process.env.API_SOURCE_ADDRESS },
    'remotes-file': { type: 'string' },
    'remote-origin': { type: 'string', multiple: true, default: [] },
    'public-api': { type: 'string', multiple: true, default: [] },
    'source-maps': { type: 'string', default: process.env.SOURCE_MAPS ?? 'hidden' },
    'site-url': { type: 'string', default: process.env.SITE_URL },
    workers: { type: 'string' },
  },
});
if (!['public', 'hidden'].includes(values['source-maps'])) {
  console.error(`--source-maps is "public" or "hidden", not "${values['source-maps']}"`);
  process.exit(2);
}
const compiled = new URL('../dist/serve.mjs', import.meta.url);
if (!existsSync(compiled)) {
  console.error('The tooling is not built: run "pnpm --dir tooling build" (pnpm build builds it too)');
  process.exit(1);
}
const { serveClustered, startStaticServer } = await import(compiled.href);

const renders = !values['no-api'] && existsSync(join(values.dir, 'server', 'server.js'));
const workers = Number(values.workers ?? (renders ? (process.env.SHELL_WORKERS ?? availableParallelism()) : 1));
if (!Number.isInteger(workers) || workers < 1) {
  console.error(
    `the worker count (--workers or SHELL_WORKERS) is a whole number from 1, not "${values.workers ?? process.env.SHELL_WORKERS}"`,
  );
  process.exit(2);
}

await serveClustered(workers, values.dir, () =>
  startStaticServer({
    dir: values.dir,
    port: Number(values.port),
    host: values.host,
    apiOrigin: values['no-api'] ? undefined : values.api,
    apiSourceAddress: values['api-source-address'],
    remotesFile: values['remotes-file'],
    remoteOrigins: values['remote-origin'],
    publicApiOrigins: values['public-api'],
    sourceMaps: /** @type {'public' | 'hidden'} */ (values['source-maps']),
    siteUrl: values['site-url'],
    quiet: true,
  }),
);
