#!/usr/bin/env node
// Benchmark, not a test: Lighthouse (mobile emulation, its default) on the built site served the way `pnpm start`
// serves it, a few runs per page, the median of each metric beside issue 15's budget. Reports, never fails.
// Needs the API at API_ORIGIN (scripts/bench.mjs starts one). Options:
//   --runs N          runs per page (3)
//   --section-homes   also /mobile, /laptop and /bike
//   --pages A,B       only the pages whose name contains one of these words (e.g. --pages bike,laptop), for a
//                     quicker comparison of a change that concerns a few of them
//   --shifts          list the elements that shifted and the LCP element of each page
//   --save DIR        keep every Lighthouse result as JSON
//   --throttling devtools   slow the network and CPU for real instead of simulating it: skeletons then paint
//                     before the data arrives, as on a phone, so shifts that a fast local load hides show up
//   --cpu-slowdown N  the CPU slowdown (Lighthouse's default 4 assumes a host with a benchmark index of 1,500-2,000).
//                     Lighthouse's docs (throttling.md, "Calibrating the CPU slowdown") advise a lower one on a slower
//                     host: the printed benchmark index / 440 simulates the same phone as 4 on a 1,750 host.
//   --baseline DIR    also measure another version, built in the checkout DIR (scripts/bench.mjs --baseline REF makes
//                     one), served by its own scripts on other ports against the same API. Its runs alternate with
//                     this version's, page by page, so both meet the machine in the same state; both tables and the
//                     difference are printed.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { serveBuiltSite } from './serve-built-site.mjs';
import {
  formatChange,
  formatTable,
  lcpElement,
  median,
  medianRow,
  metricsOf,
  shiftedElements,
} from './lighthouse-summary.mjs';

const PAGES = [
  { name: 'home /', path: '/' },
  { name: 'phone spec', path: '/mobile/google/pixel-9-pro' },
  { name: 'laptop detail', path: '/laptop/dell/xps-13-9350' },
  { name: 'bike spec', path: '/bike/royalenfield/himalayan-450' },
  { name: 'PC builder', path: '/desktop/custom-pc-build' },
];
const SECTION_HOMES = [
  { name: 'phones home', path: '/mobile' },
  { name: 'laptops home', path: '/laptop' },
  { name: 'bikes home', path: '/bike' },
];

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'section-homes': { type: 'boolean', default: false },
    pages: { type: 'string' },
    shifts: { type: 'boolean', default: false },
    save: { type: 'string' },
    throttling: { type: 'string', default: 'simulate' },
    'cpu-slowdown': { type: 'string', default: '4' },
    baseline: { type: 'string' },
  },
});
const cpuSlowdown = Number(options['cpu-slowdown']);
if (!(cpuSlowdown >= 1 && cpuSlowdown <= 20)) throw new Error('--cpu-slowdown must be a number from 1 to 20');
const runsPerPage = Math.max(1, Number(options.runs) || 3);
const pageWords = options.pages
  ?.split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const candidatePages = options['section-homes'] ? [...PAGES, ...SECTION_HOMES] : PAGES;
const pages = candidatePages.filter(
  (page) => !pageWords || pageWords.some((word) => page.name.toLowerCase().includes(word)),
);
if (pages.length === 0)
  throw new Error(`--pages ${options.pages} names none of: ${candidatePages.map(({ name }) => name).join(', ')}`);

const portBase = Number(process.env.BENCH_PORT_BASE ?? 4610);
// This version's site on portBase.., a baseline's on portBase + 20..
const ports = { chromium: portBase + 9, baseline: portBase + 20 };
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:4000';

/** A fresh Chromium with an empty profile for each run, so no cache or service state carries over. */
async function launchChromium(workDir) {
  const profile = mkdtempSync(join(workDir, 'profile-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${ports.chromium}`, `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with code ${child.exitCode}`);
    if (
      await fetch(`http://127.0.0.1:${ports.chromium}/json/version`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  return async () => {
    const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true });
  };
}

async function runLighthouse(url, workDir) {
  const closeChromium = await launchChromium(workDir);
  try {
    const result = await lighthouse(url, {
      port: ports.chromium,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: options.throttling,
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await closeChromium();
  }
}

function printShifts(page, lhrs) {
  console.log(`\n${page.name} (${page.path})`);
  console.log(`  LCP element: ${lcpElement(lhrs) ?? 'not identified'}`);
  const shifted = shiftedElements(lhrs);
  if (shifted.length === 0) console.log('  no layout shifts');
  for (const entry of shifted) {
    const causes = entry.causes.length > 0 ? `  [${entry.causes.join('; ')}]` : '';
    console.log(`  ${entry.score.toFixed(4)}  ${entry.selector}${causes}\n          ${entry.snippet.slice(0, 140)}`);
  }
}

/** A version of the site to measure: served, and the Lighthouse results of each page. */
async function startVersion(label, serveSite, sitePortBase) {
  const served = await serveSite({ portBase: sitePortBase, apiOrigin });
  return { label, served, results: new Map(pages.map((page) => [page, []])) };
}

/** The baseline's own serve-built-site.mjs, so its build is served as its scripts serve it. */
async function baselineServer(dir) {
  const module = await import(pathToFileURL(resolve(dir, 'e2e', 'bench', 'serve-built-site.mjs')).href);
  return module.serveBuiltSite;
}

const workDir = mkdtempSync(join(tmpdir(), 'gadgets-lighthouse-'));
const versions = [await startVersion('this version', serveBuiltSite, portBase)];
try {
  if (options.baseline)
    versions.push(await startVersion('baseline', await baselineServer(options.baseline), ports.baseline));
  for (const page of pages) {
    for (let run = 1; run <= runsPerPage; run += 1) {
      // Alternate which version goes first, so neither always meets the machine warmer.
      const order = run % 2 === 1 ? versions : [...versions].reverse();
      for (const version of order) {
        const label = versions.length > 1 ? ` (${version.label})` : '';
        process.stdout.write(`\rLighthouse ${page.path} run ${run}/${runsPerPage}${label}`.padEnd(72));
        const lhr = await runLighthouse(`${version.served.shellUrl}${page.path}`, workDir);
        version.results.get(page).push(lhr);
        if (options.save) {
          mkdirSync(options.save, { recursive: true });
          const name = `${versions.length > 1 ? `${version.label}-` : ''}${page.name}-${run}`;
          writeFileSync(join(options.save, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
        }
      }
    }
  }
  process.stdout.write('\r'.padEnd(72) + '\r');
  const allResults = versions.flatMap((version) => [...version.results.values()].flat());
  const lighthouseVersion = allResults[0]?.lighthouseVersion ?? '';
  console.log(
    `\nLighthouse ${lighthouseVersion} mobile emulation (${options.throttling} throttling, CPU ${cpuSlowdown}x slower), median of ${runsPerPage} run(s) per page; "!" is outside issue 15's budget`,
  );
  const tables = versions.map((version) => ({
    label: version.label,
    rows: pages.map((page) => medianRow(page.name, version.results.get(page).map(metricsOf))),
  }));
  for (const { label, rows } of tables) {
    if (tables.length > 1) console.log(`\n${label}${label === 'baseline' ? ` (${options.baseline})` : ''}`);
    console.log(formatTable(rows));
  }
  if (tables.length > 1) {
    console.log('\nthis version against the baseline (negative TBT, LCP and JS are better)');
    console.log(formatChange(tables[0].rows, tables[1].rows));
  }
  // TBT is the page's own main-thread time slowed 4x, so it scales with this machine's speed: Lighthouse's
  // benchmark index (higher is faster) says how fast the machine was, to compare runs across machines.
  const benchmarkIndexes = allResults.map((lhr) => lhr.environment?.benchmarkIndex).filter(Number.isFinite);
  if (benchmarkIndexes.length > 0)
    console.log(
      `This machine's benchmark index: ${Math.round(median(benchmarkIndexes))} (median over all the runs; higher is faster)`,
    );
  if (options.shifts) for (const page of pages) printShifts(page, versions[0].results.get(page));
} finally {
  await Promise.all(versions.map((version) => version.served.close()));
  rmSync(workDir, { recursive: true, force: true });
}
