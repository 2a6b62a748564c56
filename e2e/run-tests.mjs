#!/usr/bin/env node
// The browser tests in streams run at once (three by default, E2E_STREAMS sets how many), each one jest run (one spec
// at a time) against a site of its own: its own ports, API process, data folder and artifacts (E2E_PORT_BASE apart),
// so none sees what another changes. A spec waits on pages, servers and timeouts far more than it computes (the
// whole run keeps two cores about a third busy), so more streams than cores finish sooner.
// With arguments other than --ci, --json and --outputFile (a file, -t "name"), or E2E_STREAMS=1: one run as before.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const JEST_BIN = createRequire(import.meta.url).resolve('jest/bin/jest');
const E2E_DIR = dirname(new URL(import.meta.url).pathname);

/**
 * About how long each of the longer specs takes (seconds, one stream of three on a 2-core machine, as measured), so the streams
 * can be balanced; any other spec counts as SHORT_SPEC_S. Only the balance depends on these: a wrong figure costs
 * time, never a test. Specs in one group share a stream: both fixture specs build the fixture remote into its one
 * dist/ folder.
 */
const SPEC_SECONDS = {
  'dead-controls': 235,
  'version-skew+section-registry': 219,
  'site-a11y': 165,
  'site-crawler': 105,
  // Starts `pnpm dev` itself (the shell's and one remote's webpack dev servers, compiling at once).
  'dev-loop': 70,
  notifications: 67,
  'shell-a11y': 65,
  federation: 52,
  'server-rendering': 51,
  'desktop-builder': 44,
  'first-click': 39,
  'create-section': 36,
  'account-pages': 34,
  'api-timeout': 32,
  'bike-pages': 31,
  'laptop-pages': 28,
  'mobile-compare': 27,
  'mobile-a11y': 25,
  'shell-account': 24,
  'security-headers': 22,
  'mobile-pages': 22,
  votes: 21,
  'remote-timeout': 20,
  reviews: 19,
  'visitor-pages': 18,
  'part-pages': 18,
  'shell-search': 17,
  'remote-process': 16,
  'public-builds': 16,
  moderation: 14,
  'provider-sign-in': 13,
  'bike-admin': 11,
  'shell-theme': 8,
  'mobile-finder': 8,
  'integrator-anonymous': 8,
  'part-picker-filters': 6,
  'paint-first': 6,
  'page-status': 6,
};
const SHORT_SPEC_S = 5;
const SPEC_GROUPS = [['version-skew', 'section-registry']];
/** Each stream's site sits this far above the previous one's (each site takes 26 ports). */
const SITE_PORT_OFFSET = 30;

/** The spec files' names (without .e2e.test.ts), grouped as they must run, longest first, spread over `count` streams. */
function balancedStreams(count) {
  const names = readdirSync(join(E2E_DIR, 'tests'))
    .filter((file) => file.endsWith('.e2e.test.ts'))
    .map((file) => file.slice(0, -'.e2e.test.ts'.length));
  const grouped = new Set(SPEC_GROUPS.flat());
  const units = [
    ...SPEC_GROUPS.map((group) => group.filter((name) => names.includes(name))),
    ...names.filter((name) => !grouped.has(name)).map((name) => [name]),
  ]
    .filter((unit) => unit.length > 0)
    .map((unit) => ({
      unit,
      seconds: SPEC_SECONDS[unit.join('+')] ?? SPEC_SECONDS[unit[0]] ?? SHORT_SPEC_S * unit.length,
    }))
    .sort((a, b) => b.seconds - a.seconds);
  const streams = Array.from({ length: count }, () => ({ specs: [], seconds: 0 }));
  for (const { unit, seconds } of units) {
    const shortest = streams.reduce((best, stream) => (stream.seconds < best.seconds ? stream : best));
    shortest.specs.push(...unit);
    shortest.seconds += seconds;
  }
  return streams.filter((stream) => stream.specs.length > 0);
}

const args = process.argv.slice(2);
const streamCount = Math.max(1, Number(process.env.E2E_STREAMS ?? 3) || 1);
const passThrough = new Set(['--ci', '--json']);
const outputFile = args.find((arg) => arg.startsWith('--outputFile='))?.slice('--outputFile='.length);
const plainRun = streamCount === 1 || args.some((arg) => !passThrough.has(arg) && !arg.startsWith('--outputFile='));

function runJest(jestArgs, { env = process.env, label } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [JEST_BIN, '--runInBand', ...jestArgs], {
      cwd: E2E_DIR,
      env,
      stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (label) {
      // Each line of a stream carries its name, so two runs' output can be told apart.
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = '';
        from.setEncoding('utf8');
        from.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop();
          for (const line of lines) to.write(`[${label}] ${line}\n`);
        });
        from.on('end', () => rest && to.write(`[${label}] ${rest}\n`));
      }
    }
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** One jest --json result for both streams: counts added, suites listed together. */
function mergeResults(files, target) {
  const results = files.filter((file) => existsSync(file)).map((file) => JSON.parse(readFileSync(file, 'utf8')));
  if (results.length === 0) return;
  const merged = { ...results[0], testResults: results.flatMap((result) => result.testResults) };
  for (const key of Object.keys(merged)) {
    if (typeof merged[key] === 'number' && key.startsWith('num')) {
      merged[key] = results.reduce((sum, result) => sum + (result[key] ?? 0), 0);
    }
  }
  merged.startTime = Math.min(...results.map((result) => result.startTime));
  merged.success = results.length === files.length && results.every((result) => result.success);
  writeFileSync(target, JSON.stringify(merged));
  for (const file of files) rmSync(file, { force: true });
}

if (plainRun) {
  process.exit(await runJest(args));
}

const base = Number(process.env.E2E_PORT_BASE ?? 4500);
const common = args.filter((arg) => !arg.startsWith('--outputFile='));
const streams = balancedStreams(streamCount).map(({ specs, seconds }, index) => ({
  label: `stream${index + 1}`,
  ports: base + index * SITE_PORT_OFFSET,
  select: ['--testPathPatterns', ...specs.map((name) => `/tests/${name}\\.e2e\\.test\\.ts$`)],
  seconds,
}));
for (const { label, ports, select, seconds } of streams) {
  console.log(`[${label}] ports from ${ports}, about ${seconds} s: ${select.length - 1} specs`);
}
const codes = await Promise.all(
  streams.map(({ label, ports, select }) =>
    runJest([...common, ...select, ...(outputFile ? [`--outputFile=${outputFile}.${label}`] : [])], {
      env: { ...process.env, E2E_PORT_BASE: String(ports) },
      label,
    }),
  ),
);
if (outputFile)
  mergeResults(
    streams.map(({ label }) => `${outputFile}.${label}`),
    outputFile,
  );
process.exit(codes.find((code) => code !== 0) ?? 0);
