/**
 * API benchmark (not a test): autocannon against a running API.
 *   pnpm --filter @gadgets/api bench            builds, starts its own API on port 4100 (seed data, then 100k synthetic)
 *   BENCH_URL=http://127.0.0.1:4000 pnpm ...    only the seed scenarios, against an API you started
 * Options (env): BENCH_DURATION seconds per scenario (10), BENCH_CONNECTIONS (32), SYNTHETIC_COUNT (100000),
 * BENCH_SKIP_SYNTHETIC=1, BENCH_DATABASE_URL (also run the 100k scenarios on PostgreSQL, schema "synthetic"),
 * BENCH_ONLY=<text> (only scenarios whose name contains it, e.g. "laptop finder"), BENCH_RESEED=1 (rebuild the synthetic
 * database, e.g. after the generator gained synthetic laptops), SYNTHETIC_LAPTOPS (100000).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const API_ROOT = path.resolve(__dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SYNTHETIC_COUNT = Number(process.env.SYNTHETIC_COUNT ?? 100_000);
const PORT = 4100;
const ONLY = process.env.BENCH_ONLY ?? '';

interface Scenario {
  name: string;
  budget: string;
  query: string;
  variables?: Record<string, unknown>;
  /** Different variables on every request, so no cache can answer (worst case). */
  vary?: (index: number) => Record<string, unknown>;
}

const WORDS = ['nova', 'astra', 'pulse', 'edge', 'prime', 'vivid', 'zen', 'flux', 'aero', 'core', 'spark', 'orbit', 'terra', 'lumen', 'echo', 'volt', 'nexa', 'rapid', 'sol', 'wave'];
const SUFFIXES = ['lite', 'plus', 'pro', 'max', 'ultra', 'mini', 'neo', 'one', 'x', 's', 'air', 'fold', 'flip', 'go', 'power'];
const SEED_WORDS = ['pixel', 'galaxy', 'xperia', 'iphone', 'moto', 'redmi', 'poco', 'nord', 'zenfone', 'edge', 'nokia', 'fairphone', 'one', 'mi', 'note'];
/** e.g. "astra pro 4217": a realistic three-word query that differs on every request. */
const uncachedSearch = (index: number) => ({ searchKey: `${WORDS[index % 20]} ${SUFFIXES[Math.floor(index / 20) % 15]} ${index % 9973}` });

const FEATURE = `query MobileFeature($company: String!, $path: String!) { mobileFeature(company: $company, path: $path) {
  companyName companyPath model path series published highlights drawbacks
  headerBanner { title released colors liked disliked price images availablein { name url } }
  subHeaderBanner { screenResolution screenSize cameraResolution cameraVideo ram cpu battery chargingSpeed }
  features { availability { announced released } network { _2g _3g _4g _5g Sim } cpu { name size no_of_cores speed gpu }
    display { type screenSize resolution refresh_rate pixelDensity protectiveGlass } storage { internal internal_type external }
    ram { size type } rear_camera { cameras video zoom } front_camera { cameras video } sound { loud_speaker jack }
    wireless { bluetooth wifi nfc usb gps } battery { type capacity charging usage } } } }`;
const BIKE = `query Bike($company: String!, $path: String!) { getBikeFeature(company: $company, path: $path) {
  companyName companyPath model path series published highlights drawbacks engineType displacementCc maxPowerHp maxPowerRpm maxTorqueNm maxTorqueRpm
  mileage topSpeed kerbWeightKg seatHeightMm fuelTankCapacityL price imgs } }`;
const LIST = `query List($input: ModelListInput, $page: Int, $limit: Int) { mobileModels(input: $input, page: $page, limit: $limit) {
  data { companyName companyPath series name img ordinal path } pagination { currentPage totalPages totalItems itemsPerPage hasNextPage hasPreviousPage } } }`;
const SEARCH = `query Search($searchKey: String!) { searchMobiles(searchKey: $searchKey) { name companyName companyPath path series img } }`;

const FINDER = `query Finder($filter: LaptopFinderFilter, $sort: LaptopSort, $page: Int, $limit: Int) {
  laptopFinder(filter: $filter, sort: $sort, page: $page, limit: $limit) {
    items { companyPath companyName name path img listPriceCents currency screenInches ramGb storageGb weightKg batteryWh releaseYear }
    totalCount pagination { currentPage totalPages totalItems hasNextPage hasPreviousPage } } }`;
const FINDER_LIGHT = { filter: { minRamGb: 16, maxWeightKg: 2 }, sort: 'WEIGHT_ASC', page: 1, limit: 12 };
const RAM = [8, 16, 32, 64];
const SORTS = ['PRICE_ASC', 'PRICE_DESC', 'WEIGHT_ASC', 'NEWEST', 'BATTERY_DESC'];
/** A different finder question on every request (price cap varies, so no count or result cache can answer). */
const uncachedFinder = (index: number) => ({
  filter: {
    ...(index % 2 === 0 ? { companyPaths: [['hp', 'dell', 'asus', 'lenovo', 'apple'][index % 5]] } : {}),
    minRamGb: RAM[index % 4],
    maxWeightKg: 1.2 + (index % 7) * 0.3,
    maxPriceCents: 60_000 + (index % 997) * 300,
    ...(index % 3 === 0 ? { gpuKind: 'DEDICATED' } : {}),
  },
  sort: SORTS[index % 5],
  page: 1 + (index % 3),
  limit: 12,
});

const SEED_SCENARIOS: Scenario[] = [
  { name: 'laptop finder (16 GB+, under 2 kg, lightest first)', budget: 'p95 <= 30 ms', query: FINDER, variables: FINDER_LIGHT },
  { name: 'phone spec page (mobileFeature)', budget: '>= 2,000 req/s, p99 <= 25 ms', query: FEATURE, variables: { company: 'google', path: 'pixel-9' } },
  { name: 'bike spec page (getBikeFeature)', budget: '>= 2,000 req/s, p99 <= 25 ms', query: BIKE, variables: { company: 'royalenfield', path: 'himalayan-450' } },
  { name: 'list page (mobileModels, Google p2)', budget: 'does not grow with catalogue', query: LIST, variables: { input: { company: 'google' }, page: 2, limit: 12 } },
  { name: 'search (searchMobiles "pixel")', budget: 'p95 <= 30 ms', query: SEARCH, variables: { searchKey: 'pixel' } },
  { name: 'search, uncached (varied keys)', budget: 'p95 <= 30 ms', query: SEARCH, variables: { searchKey: 'pixel' }, vary: (index) => ({ searchKey: `${SEED_WORDS[index % 15]} ${index % 97}` }) },
  { name: 'list page, uncached (varied pages)', budget: 'does not grow with catalogue', query: LIST, variables: { page: 1, limit: 12 }, vary: (index) => ({ page: 1 + (index % 19), limit: 12 }) },
];

const SYNTHETIC_SCENARIOS: Scenario[] = [
  { name: '100k: laptop finder (16 GB+, under 2 kg, lightest first)', budget: 'p95 <= 30 ms', query: FINDER, variables: FINDER_LIGHT },
  { name: '100k: laptop finder, uncached (varied filters and sorts)', budget: 'p95 <= 30 ms', query: FINDER, variables: FINDER_LIGHT, vary: uncachedFinder },
  { name: '100k: list page (Samsung p3)', budget: 'does not grow with catalogue', query: LIST, variables: { input: { company: 'samsung' }, page: 3, limit: 12 } },
  { name: '100k: search ("nova pro")', budget: 'p95 <= 30 ms', query: SEARCH, variables: { searchKey: 'nova pro' } },
  { name: '100k: search ("pixel")', budget: 'p95 <= 30 ms', query: SEARCH, variables: { searchKey: 'pixel' } },
  { name: '100k: search, uncached (varied keys)', budget: 'p95 <= 30 ms', query: SEARCH, variables: { searchKey: 'nova pro' }, vary: uncachedSearch },
  { name: '100k: list page, uncached (varied pages)', budget: 'does not grow with catalogue', query: LIST, variables: { input: { company: 'samsung' }, page: 1, limit: 12 }, vary: (index) => ({ input: { company: 'samsung' }, page: 1 + (index % 300), limit: 12 }) },
  { name: '100k: phone spec page', budget: '>= 2,000 req/s, p99 <= 25 ms', query: FEATURE, variables: { company: 'google', path: 'pixel-9' } },
];

const selected = (scenarios: Scenario[]) => scenarios.filter((scenario) => scenario.name.includes(ONLY));

async function waitForHealth(url: string, child?: ChildProcess) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child && child.exitCode !== null) throw new Error(`API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API at ${url} did not become healthy`);
}

function startApi(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [path.join(API_ROOT, 'dist', 'server.js')], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'silent', RATE_LIMIT_FACTOR: '0', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function stopApi(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

interface Row {
  name: string;
  budget: string;
  rps: number;
  p50: number;
  p90: number;
  p95: number;
  p97_5: number;
  p99: number;
  errors: number;
}

async function run(url: string, scenario: Scenario): Promise<Row> {
  // Check the answer once, so we never benchmark an error.
  const check = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    body: JSON.stringify({ query: scenario.query, variables: scenario.variables }),
  });
  const body = (await check.json()) as { errors?: unknown };
  if (body.errors) throw new Error(`${scenario.name}: ${JSON.stringify(body.errors)}`);
  const options = {
    url: `${url}/graphql`,
    method: 'POST' as const,
    connections: CONNECTIONS,
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    body: JSON.stringify({ query: scenario.query, variables: scenario.variables }),
  };
  let counter = 0;
  const requests = scenario.vary
    ? [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify({ query: scenario.query, variables: scenario.vary!(counter++) }) }) }]
    : undefined;
  // Warm up (JIT, caches) before measuring.
  await autocannon({ ...options, duration: 2, ...(requests ? { requests } : {}) });
  // autocannon reports no p95 (the budget's percentile), so keep every response time and take it ourselves.
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration: DURATION, ...(requests ? { requests } : {}) }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, time) => times.push(time));
  });
  times.sort((a, b) => a - b);
  return {
    name: scenario.name,
    budget: scenario.budget,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p95: Math.round((times[Math.floor(times.length * 0.95)] ?? 0) * 10) / 10,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function print(rows: Row[]) {
  console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION} s per scenario, ${new Date().toISOString()}`);
  console.log('| scenario | req/s | p50 ms | p90 ms | p95 ms | p97.5 ms | p99 ms | errors | budget (DESIGN.md 7) |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const row of rows) {
    console.log(`| ${row.name} | ${row.rps} | ${row.p50} | ${row.p90} | ${row.p95} | ${row.p97_5} | ${row.p99} | ${row.errors} | ${row.budget} |`);
  }
}

async function main() {
  const rows: Row[] = [];
  if (process.env.BENCH_URL) {
    await waitForHealth(process.env.BENCH_URL);
    for (const scenario of selected(SEED_SCENARIOS)) rows.push(await run(process.env.BENCH_URL, scenario));
    print(rows);
    return;
  }
  const url = `http://127.0.0.1:${PORT}`;
  const seedDir = mkdtempSync(path.join(tmpdir(), 'gadgets-bench-'));
  const seeded = startApi({ DATA_DIR: seedDir });
  try {
    await waitForHealth(url, seeded);
    for (const scenario of selected(SEED_SCENARIOS)) rows.push(await run(url, scenario));
  } finally {
    await stopApi(seeded);
    rmSync(seedDir, { recursive: true, force: true });
  }
  if (!process.env.BENCH_SKIP_SYNTHETIC) {
    const syntheticDir = path.join(API_ROOT, '.data-synthetic');
    if (!existsSync(path.join(syntheticDir, 'pglite')) || process.env.BENCH_RESEED) {
      const seed = spawnSync(process.execPath, [path.join(API_ROOT, 'dist', 'cli', 'seed-synthetic.js'), '--count', String(SYNTHETIC_COUNT), '--data-dir', syntheticDir], { stdio: 'inherit' });
      if (seed.status !== 0) throw new Error('synthetic seeding failed');
    }
    const synthetic = startApi({ DATA_DIR: syntheticDir, SEED_ON_START: 'false' });
    try {
      await waitForHealth(url, synthetic);
      for (const scenario of selected(SYNTHETIC_SCENARIOS)) rows.push(await run(url, { ...scenario, name: scenario.name.replace('100k:', '100k PGlite:') }));
    } finally {
      await stopApi(synthetic);
    }
  }
  if (process.env.BENCH_DATABASE_URL) {
    const schema = 'synthetic';
    const pgEnv = { DATABASE_URL: process.env.BENCH_DATABASE_URL, SYNTHETIC_SCHEMA: schema };
    const seed = spawnSync(process.execPath, [path.join(API_ROOT, 'dist', 'cli', 'seed-synthetic.js'), '--count', String(SYNTHETIC_COUNT)], { stdio: 'inherit', env: { ...process.env, ...pgEnv } });
    if (seed.status !== 0) throw new Error('synthetic seeding on PostgreSQL failed');
    const postgres = startApi({ DATABASE_URL: process.env.BENCH_DATABASE_URL, DATABASE_SCHEMA: schema, SEED_ON_START: 'false', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gadgets-bench-pg-')) });
    try {
      await waitForHealth(url, postgres);
      for (const scenario of selected(SYNTHETIC_SCENARIOS)) rows.push(await run(url, { ...scenario, name: scenario.name.replace('100k:', '100k PostgreSQL:') }));
    } finally {
      await stopApi(postgres);
    }
  }
  print(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
