#!/usr/bin/env node
// Benchmarks, not tests: the JavaScript budget of the built site in a real browser, Lighthouse on the key pages,
// server-rendered pages per second, then the API's throughput and latency. Each prints its numbers beside its budget.
//   --only bundles|lighthouse|ssr|api|load   run one of them (repeatable); load is the 10-minute sustained run
//   --rebuild                       rebuild the site first
//   --baseline REF                  Lighthouse also measures the version at git REF (e.g. main), built in a temporary
//                                   worktree, alternating with this one, and prints the difference
// Other arguments go to the Lighthouse bench (e.g. --runs 5 --shifts). BENCH_PORT_BASE moves the ports (4610+).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { prepareBaseline } from './bench-baseline.mjs';
import { buildSite } from './build.mjs';
import { ensureInstalled, REPO_ROOT, run, runPnpm } from './pnpm-runner.mjs';

const BENCHES = ['bundles', 'lighthouse', 'ssr', 'api', 'load'];
const { values: options, tokens } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    rebuild: { type: 'boolean', default: false },
    baseline: { type: 'string' },
  },
  strict: false,
  tokens: true,
});
const selected = options.only ?? BENCHES;
const unknown = selected.filter((name) => !BENCHES.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown bench: ${unknown.join(', ')} (choose from ${BENCHES.join(', ')})`);
  process.exit(2);
}
const lighthouseArgs = tokens
  .filter((token) => !(token.kind === 'option' && ['only', 'rebuild', 'baseline'].includes(token.name)))
  .flatMap((token) =>
    token.kind === 'option'
      ? [token.rawName, ...(token.value === undefined ? [] : [token.value])]
      : token.kind === 'positional'
        ? [token.value]
        : [],
  );

const portBase = Number(process.env.BENCH_PORT_BASE ?? 4610);
const API_PORT = portBase + 40;

async function withApi(action) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gadgets-bench-api-'));
  const api = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: REPO_ROOT,
    // Lighthouse reloads pages from one address many times; rate limits would turn runs into error pages.
    env: { ...process.env, PORT: String(API_PORT), DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_FACTOR: '0' },
    stdio: 'inherit',
  });
  try {
    for (let tries = 0; tries < 300; tries += 1) {
      if (
        await fetch(`http://127.0.0.1:${API_PORT}/health`).then(
          (response) => response.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return await action(`http://127.0.0.1:${API_PORT}`);
  } finally {
    api.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await ensureInstalled();
await buildSite({ onlyStale: !options.rebuild });
const codes = [];
if (['bundles', 'lighthouse', 'ssr'].some((name) => selected.includes(name))) {
  await withApi(async (apiOrigin) => {
    const env = { ...process.env, API_ORIGIN: apiOrigin, BENCH_PORT_BASE: String(portBase) };
    if (selected.includes('bundles')) codes.push(await runPnpm(['--dir', 'e2e', 'run', 'bench:bundles'], { env }));
    // Lighthouse reports against the budget and never fails the run.
    if (selected.includes('lighthouse')) {
      const baseline = options.baseline ? await prepareBaseline(options.baseline) : undefined;
      try {
        const baselineArgs = baseline ? ['--baseline', baseline.dir] : [];
        await run(process.execPath, ['e2e/bench/lighthouse.mjs', ...lighthouseArgs, ...baselineArgs], { env });
      } finally {
        baseline?.remove();
      }
    }
    // Reports pages/s against its budgets; fails only when it could not measure.
    if (selected.includes('ssr')) codes.push(await run(process.execPath, ['scripts/ssr-bench.mjs'], { env }));
  });
}
if (selected.includes('api')) codes.push(await runPnpm(['--dir', 'api', 'run', 'bench']));
// Last: ten minutes of mixed traffic through the shell's proxy (LOAD_DURATION, LOAD_RATE shorten or change it).
if (selected.includes('load')) codes.push(await run(process.execPath, ['scripts/load-bench.mjs']));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
