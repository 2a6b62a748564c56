#!/usr/bin/env node
// The browser tests in two streams at once, each one jest run (one spec at a time) against a site of its own: its
// own ports, API process, data folder and artifacts (E2E_PORT_BASE apart), so neither sees what the other changes.
// A spec waits on pages, servers and timeouts more than it computes, so a second stream uses the second core.
// With arguments other than --ci, --json and --outputFile (a file, -t "name"), or E2E_STREAMS=1: one run as before.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

const JEST_BIN = createRequire(import.meta.url).resolve('jest/bin/jest');
const E2E_DIR = dirname(new URL(import.meta.url).pathname);

/**
 * The accessibility specs and the crawler, about half of the run's time, in one stream; every other spec in the
 * other (with both specs that build the fixture remote into its one dist/ folder).
 */
const PAGE_CHECKS = ['site-a11y', 'shell-a11y', 'mobile-a11y', 'site-crawler'].map(
  (name) => `/tests/${name}\\.e2e\\.test\\.ts$`,
);
/** The second site's ports sit this far above the first's (each site takes 26 ports). */
const SECOND_SITE_OFFSET = 30;

const args = process.argv.slice(2);
const passThrough = new Set(['--ci', '--json']);
const outputFile = args.find((arg) => arg.startsWith('--outputFile='))?.slice('--outputFile='.length);
const plainRun =
  process.env.E2E_STREAMS === '1' || args.some((arg) => !passThrough.has(arg) && !arg.startsWith('--outputFile='));

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
const streams = [
  { label: 'site', ports: base, select: ['--testPathIgnorePatterns', ...PAGE_CHECKS] },
  { label: 'pages', ports: base + SECOND_SITE_OFFSET, select: ['--testPathPatterns', ...PAGE_CHECKS] },
];
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
