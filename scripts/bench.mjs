#!/usr/bin/env node
// Benchmarks, not tests: the JavaScript budget of the built site in a real browser, then the API's
// throughput and latency. Each prints its numbers beside DESIGN.md section 7's budgets.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from './build.mjs';
import { ensureInstalled, REPO_ROOT, runPnpm } from './pnpm-runner.mjs';

const API_PORT = 4650;

async function withApi(action) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gadgets-bench-api-'));
  const api = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(API_PORT), DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: 'inherit',
  });
  try {
    for (let tries = 0; tries < 300; tries += 1) {
      if (await fetch(`http://127.0.0.1:${API_PORT}/health`).then((response) => response.ok, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return await action(`http://127.0.0.1:${API_PORT}`);
  } finally {
    api.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await ensureInstalled();
await buildSite({ onlyMissing: !process.argv.includes('--rebuild') });
const bundles = await withApi((apiOrigin) => runPnpm(['--dir', 'e2e', 'run', 'bench:bundles'], { env: { ...process.env, API_ORIGIN: apiOrigin } }));
const api = await runPnpm(['--dir', 'api', 'run', 'bench']);
process.exit(bundles === 0 && api === 0 ? 0 : 1);
