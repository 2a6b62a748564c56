#!/usr/bin/env node
// gadgets-serve --dir dist [--port 3001] [--api http://127.0.0.1:4000] [--remotes-file remotes.json]
import { parseArgs } from 'node:util';
import { startStaticServer } from '../serve/static-server.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: process.env.PORT ?? '0' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    api: { type: 'string', default: process.env.API_ORIGIN ?? 'http://127.0.0.1:4000' },
    'remotes-file': { type: 'string' },
  },
});

const server = await startStaticServer({
  dir: values.dir,
  port: Number(values.port),
  host: values.host,
  apiOrigin: values.api,
  remotesFile: values['remotes-file'],
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close().then(() => process.exit(0)));
