#!/usr/bin/env node
// gadgets-serve --dir dist [--port 3001] [--api http://127.0.0.1:4000 | --no-api] [--api-source-address 127.0.0.2]
//   [--remotes-file remotes.json]
//   [--remote-origin http://localhost:3003 ...] [--public-api http://localhost:4000 ...] [--source-maps public]
//   [--site-url https://gadgets.example.com]
// Prints "serving <dir> at <url>" once it listens (tooling/serve/serve-process.mjs waits for that line).
import { parseArgs } from 'node:util';
import { startStaticServer } from '../serve/static-server.mjs';

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
  },
});
if (!['public', 'hidden'].includes(values['source-maps'])) {
  console.error(`--source-maps is "public" or "hidden", not "${values['source-maps']}"`);
  process.exit(2);
}

const server = await startStaticServer({
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
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close().then(() => process.exit(0)));
