#!/usr/bin/env node
// Server-rendering throughput (a benchmark, not a test): the built shell served the way `pnpm start` serves it, and
// autocannon asking for its key pages, each beside a small static script from the same server in the same run (the
// ratio is the figure that holds across machines). Once with the render cache off (RENDER_CACHE=off), once with it on.
//   pnpm bench --only ssr      (starts the API; standalone: API_ORIGIN=http://127.0.0.1:4000 node scripts/ssr-bench.mjs)
// Options (env): SSR_DURATION seconds per measurement (10), SSR_CONNECTIONS (20,100), SSR_MODES (uncached,cached),
// SSR_WARMUP seconds of load per page before measuring (2), SHELL_WORKERS (the server's default: one per core),
// BENCH_PORT_BASE (4610: the site on +20 to +24).
// SSR_BASELINE_TREE=/path/to/an/older/checkout (built with `pnpm build`): that checkout's API and site are served too
// and its pages measured uncached at 20 connections in the same run, so "twice the pages/s" is judged against the older
// code on this machine today rather than against figures from another day.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serveBuiltSite } from '../e2e/bench/serve-built-site.mjs';
import {
  autocannon,
  cpuSeconds,
  positiveNumber,
  renderShortfall,
  REPO_ROOT,
  rssMb,
  serverProcesses,
  waitFor,
} from './bench-support.mjs';

const DURATION = positiveNumber('SSR_DURATION', 10);
const WARMUP = positiveNumber('SSR_WARMUP', 2);
const CONNECTIONS = (process.env.SSR_CONNECTIONS ?? '20,100').split(',').map(Number);
const MODES = (process.env.SSR_MODES ?? 'uncached,cached').split(',');
const PORT = Number(process.env.BENCH_PORT_BASE ?? 4610) + 20;
const apiOrigin = process.env.API_ORIGIN;
const BASELINE_TREE = process.env.SSR_BASELINE_TREE ? resolve(process.env.SSR_BASELINE_TREE) : undefined;

/**
 * Addresses from the seeded catalogue; `baseline` is pages/s before the render cache existed (20 connections, one run on
 * a 2-core machine, beside BASELINE_STATIC).
 */
const PAGES = [
  { name: '/', path: '/', baseline: 395 },
  { name: 'phone spec', path: '/mobile/google/pixel-9-pro', baseline: 223 },
  { name: 'laptop brand', path: '/laptop/dell', baseline: 303 },
  { name: 'bike spec', path: '/bike/royalenfield/himalayan-450', baseline: 249 },
  { name: 'PC builder', path: '/desktop/custom-pc-build', baseline: 561 },
  // A spec page of the PC builder's catalogue, held to a phone spec page's figure (it came after the baselines).
  { name: 'PC part', path: '/desktop/parts/cpu/amd-ryzen-7-7700x-60a8ba0d-d6a5-4e84-89df-a5ca2a8915c9', baseline: 223 },
];
/** The same run's static script (2.7 KB) on that machine: baselines are judged as shares of it. */
const BASELINE_STATIC = 5456;
/** Cached anonymous pages: at least half the static rate, p99 within 50 ms, at 100 connections. */
const CACHED_SHARE = 0.5;
const CACHED_P99_MS = 50;
const UNCACHED_FACTOR = 2;

/** The shell's content-hashed script closest to 2.7 KB: a static file the same server sends. */
function staticScript(root = REPO_ROOT) {
  const dir = join(root, 'shell', 'dist');
  const [closest] = readdirSync(dir)
    .filter((name) => /\.[0-9a-f]{10}\.js$/.test(name))
    .map((name) => ({ name, size: statSync(join(dir, name)).size }))
    .sort((a, b) => Math.abs(a.size - 2700) - Math.abs(b.size - 2700));
  if (!closest) throw new Error(`${dir} has no content-hashed script: build the shell`);
  return { name: `static ${(closest.size / 1000).toFixed(1)} kB script`, path: `/${closest.name}`, static: true };
}

/**
 * One autocannon run; counts the X-Render-Cache answers (absent on servers without a render cache) and the pages
 * with a part, or all, left to the browser.
 */
function measure(url, connections, duration) {
  const cache = {};
  const inBrowser = { count: 0 };
  return new Promise((done, fail) => {
    const instance = autocannon({
      url,
      connections,
      duration,
      timeout: 10,
      headers: { accept: 'text/html' },
      requests: [
        {
          onResponse(_status, body, _context, headers) {
            if (renderShortfall(body)) inBrowser.count += 1;
            const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'x-render-cache');
            if (entry) cache[entry[1]] = (cache[entry[1]] ?? 0) + 1;
          },
        },
      ],
    });
    instance.on('done', (result) => done({ result, cache, inBrowser: inBrowser.count }));
    instance.on('error', fail);
  });
}

const loadAverage = () =>
  `${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')} on ${os.availableParallelism()} cores`;
const percent = (share) => `${Math.round(share * 100)}%`;
const hitShare = (cache) => {
  const total = Object.values(cache).reduce((sum, count) => sum + count, 0);
  return total ? percent((cache.hit ?? 0) / total) : '—';
};
const processRss = (pid) =>
  serverProcesses(pid)
    .map(({ label, pid: id }) => `${label} ${rssMb(id)} MB`)
    .join(', ');

/** Every page of one server run at every connection count; rows of the printed table. */
async function benchMode(mode, targets) {
  const shellEnv = mode === 'uncached' ? { RENDER_CACHE: 'off' } : {};
  const site = await serveBuiltSite({ portBase: PORT, apiOrigin, shellEnv });
  const base = `http://127.0.0.1:${PORT}`;
  const rows = [];
  try {
    for (const target of targets) {
      const response = await fetch(base + target.path);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${target.path} answered ${response.status}, not 200`);
      await measure(base + target.path, 20, WARMUP);
    }
    const workers = serverProcesses(site.shellPid).length - 1;
    console.log(
      `\n## ${mode}${mode === 'uncached' ? ' (RENDER_CACHE=off)' : ''}: ${workers ? `${workers} workers` : 'no workers'}; RSS after warm-up: ${processRss(site.shellPid)}`,
    );
    // CPU time the shell's processes spent per answer: unlike pages/s and latency, it holds on a busy machine.
    const serverCpu = () => serverProcesses(site.shellPid).reduce((sum, { pid }) => sum + cpuSeconds(pid), 0);
    for (const connections of CONNECTIONS) {
      let staticRate = NaN;
      for (const target of targets) {
        const cpuBefore = serverCpu();
        const { result, cache, inBrowser } = await measure(base + target.path, connections, DURATION);
        const cpuUs = ((serverCpu() - cpuBefore) * 1e6) / Math.max(1, result.requests.total);
        const rate = result.requests.average;
        if (target.static) staticRate = rate;
        rows.push({ mode, connections, target, rate, result, cache, inBrowser, cpuUs, share: rate / staticRate });
        printRow(rows.at(-1));
      }
    }
    console.log(`RSS at the end: ${processRss(site.shellPid)}`);
  } finally {
    await site.close();
  }
  return rows;
}

/**
 * The older checkout's own API and site, each a process of its own (its pages ask its own schema), on ports above this
 * run's; measured like the uncached mode at 20 connections.
 */
async function benchBaselineTree(pages) {
  const targets = [staticScript(BASELINE_TREE), ...pages];
  const apiPort = PORT + 30;
  const sitePort = PORT + 40;
  const dataDir = mkdtempSync(join(tmpdir(), 'gadgets-ssr-baseline-api-'));
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'] };
  const api = spawn(process.execPath, ['api/dist/server.js'], {
    ...quiet,
    cwd: BASELINE_TREE,
    env: { ...process.env, PORT: String(apiPort), DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_FACTOR: '0' },
  });
  const siteScript =
    `const { serveBuiltSite } = await import(${JSON.stringify(join(BASELINE_TREE, 'e2e/bench/serve-built-site.mjs'))});` +
    `await serveBuiltSite({ portBase: ${sitePort}, apiOrigin: 'http://127.0.0.1:${apiPort}' });`;
  let site;
  const rows = [];
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/health`, api);
    site = spawn(process.execPath, ['--input-type=module', '-e', siteScript], { ...quiet, cwd: BASELINE_TREE });
    const base = `http://127.0.0.1:${sitePort}`;
    await waitFor(base + targets[1].path, site);
    console.log(`\n## baseline: ${BASELINE_TREE} (its own API and site), uncached`);
    for (const target of targets) await measure(base + target.path, 20, WARMUP);
    let staticRate = NaN;
    for (const target of targets) {
      const { result, cache, inBrowser } = await measure(base + target.path, 20, DURATION);
      const rate = result.requests.average;
      if (target.static) staticRate = rate;
      rows.push({
        mode: 'baseline',
        connections: 20,
        target,
        rate,
        result,
        cache,
        inBrowser,
        share: rate / staticRate,
      });
      printRow(rows.at(-1));
    }
  } finally {
    site?.kill('SIGTERM');
    api.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

function printHeader() {
  console.log(
    `${'mode'.padEnd(9)}${'conns'.padStart(5)}  ${'page'.padEnd(24)}${'pages/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}` +
      `${'errors'.padStart(8)}${'non-2xx'.padStart(8)}${'in browser'.padStart(11)}${'of static'.padStart(10)}${'cache hits'.padStart(11)}` +
      `${'CPU µs/answer'.padStart(14)}`,
  );
}

function printRow({ mode, connections, target, rate, result, cache, inBrowser, cpuUs, share }) {
  console.log(
    `${mode.padEnd(9)}${String(connections).padStart(5)}  ${target.name.padEnd(24)}${String(Math.round(rate)).padStart(8)}` +
      `${String(result.latency.p50).padStart(8)}${String(result.latency.p99).padStart(8)}${String(result.errors).padStart(8)}` +
      `${String(result.non2xx).padStart(8)}${(target.static ? '' : String(inBrowser)).padStart(11)}${percent(share).padStart(10)}${(target.static ? '' : hitShare(cache)).padStart(11)}` +
      `${(Number.isFinite(cpuUs) ? String(Math.round(cpuUs)) : '—').padStart(14)}`,
  );
}

/** The budget lines: `!` marks a miss. */
function verdicts(rows) {
  const lines = [];
  const failed = (row) => row.result.non2xx + row.result.errors > 0 || row.result.requests.total === 0;
  for (const row of rows.filter(failed))
    lines.push([
      false,
      `${row.mode} ${row.connections} connections ${row.target.name}: ${row.result.requests.total} answers, ` +
        `${row.result.errors} errors, ${row.result.non2xx} non-2xx`,
    ]);
  for (const row of rows.filter((entry) => entry.inBrowser > 0))
    lines.push([
      false,
      `${row.mode} ${row.connections} connections ${row.target.name}: ${row.inBrowser} pages left, in part or whole, to the browser`,
    ]);
  const pages = rows.filter((row) => !row.target.static && !failed(row));
  for (const row of pages.filter((entry) => entry.mode === 'cached' && entry.connections === 100))
    lines.push([
      row.share >= CACHED_SHARE && row.result.latency.p99 <= CACHED_P99_MS,
      `cached ${row.target.name} at 100 connections: ${percent(row.share)} of static (>= ${percent(CACHED_SHARE)}), p99 ${row.result.latency.p99} ms (<= ${CACHED_P99_MS})`,
    ]);
  const baselineRate = (name) => rows.find((row) => row.mode === 'baseline' && row.target.name === name)?.rate;
  for (const row of pages.filter((entry) => entry.mode === 'uncached' && entry.connections === 20)) {
    const before = baselineRate(row.target.name);
    if (before) {
      lines.push([
        row.rate >= UNCACHED_FACTOR * before,
        `uncached ${row.target.name} at 20 connections: ${Math.round(row.rate)}/s, ${(row.rate / before).toFixed(2)}x the ` +
          `older checkout's ${Math.round(before)}/s in this run (>= ${UNCACHED_FACTOR}x)`,
      ]);
      continue;
    }
    // Judged as a share of the same run's static rate, so a faster or slower machine does not move the bar.
    const bar = (UNCACHED_FACTOR * row.target.baseline) / BASELINE_STATIC;
    lines.push([
      row.share >= bar,
      `uncached ${row.target.name} at 20 connections: ${percent(row.share)} of static (>= ${percent(bar)}, ${UNCACHED_FACTOR}x the ` +
        `${percent(row.target.baseline / BASELINE_STATIC)} before the render cache); ${Math.round(row.rate)}/s beside ${row.target.baseline}/s then on a 2-core machine`,
    ]);
  }
  console.log('\n## Budgets (! = missed)');
  for (const [held, text] of lines) console.log(`${held ? ' ' : '!'} ${text}`);
  if (lines.length === 0) console.log('  none applies to the runs chosen (cached at 100 connections, uncached at 20)');
}

if (!apiOrigin) {
  console.error('API_ORIGIN must name the running API (pnpm bench --only ssr starts one)');
  process.exit(2);
}
if (MODES.some((mode) => !['uncached', 'cached'].includes(mode)) || CONNECTIONS.some((count) => !(count > 0))) {
  console.error('SSR_MODES lists uncached and/or cached; SSR_CONNECTIONS lists positive numbers');
  process.exit(2);
}
const targets = [staticScript(), ...PAGES];
console.log(
  `ssr-bench: ${DURATION} s per page at ${CONNECTIONS.join(' and ')} connections, ${MODES.join(' then ')}; load generator in this process`,
);
printHeader();
const rows = [];
for (const mode of MODES) rows.push(...(await benchMode(mode, targets)));
if (BASELINE_TREE) rows.push(...(await benchBaselineTree(PAGES)));
console.log(`\n## All runs (machine load average ${loadAverage()})`);
printHeader();
rows.forEach(printRow);
verdicts(rows);
