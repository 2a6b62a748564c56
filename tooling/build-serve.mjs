#!/usr/bin/env node
// Compiles the server half (serve/*.ts) into one ES module, dist/serve.mjs, that plain Node runs: packages stay
// imports of node_modules, the repository's own files are bundled in (a fraction of a second of CPU).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

await build({
  entryPoints: [here('serve/index.ts')],
  outfile: here('dist/serve.mjs'),
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
});
