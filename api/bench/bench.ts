/**
 * API benchmark (not a test): autocannon against a running API.
 *   pnpm --filter @gadgets/api bench            builds, starts its own API on port 4100 (seed data, then 100k synthetic)
 *   BENCH_URL=http://127.0.0.1:4000 pnpm ...    only the seed scenarios, against an API you started
 *   BENCH_URL=... BENCH_SYNTHETIC=1 pnpm ...     the synthetic scenarios against an API you started on a synthetic database
 * Options (env): BENCH_DURATION seconds per scenario (10), BENCH_CONNECTIONS (32), SYNTHETIC_COUNT (100000),
 * BENCH_SKIP_SYNTHETIC=1, BENCH_DATABASE_URL (also run the 100k scenarios on PostgreSQL, schema "synthetic"),
 * BENCH_ONLY=<text> (only scenarios whose name contains it, e.g. "laptop finder"), BENCH_RESEED=1 (rebuild the synthetic
 * database, e.g. after the generator gained synthetic laptops or bikes), SYNTHETIC_LAPTOPS (100000), BENCH_SKIP_PGLITE=1 (only the
 * PostgreSQL runs),
 * BENCH_SIZES=10000,100000 (PostgreSQL only: run the synthetic scenarios at each catalogue size, each in its own schema
 * "synthetic_<size>" with that many phones, laptops and PC parts, seeded once and reused).
 * Every server gets a trivial `{ __typename }` scenario first; each row's "x base" columns divide by it, so numbers
 * from noisy machines compare. "uncached" scenarios send a bearer token (the whole-result cache serves anonymous
 * requests only) and vary their variables on every request.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BIKE_FEATURE, PHONE_FEATURE, PHONE_LIST, PHONE_SEARCH } from './documents.mjs';
import { typedSearch, uncachedSearch } from './search-keys';

const API_ROOT = path.resolve(__dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SYNTHETIC_COUNT = Number(process.env.SYNTHETIC_COUNT ?? 100_000);
/** BENCH_PORT_BASE moves the API's port (base + 90; 4100 by default), so parallel checkouts do not collide. */
const PORT = Number(process.env.BENCH_PORT_BASE ?? 4010) + 90;
/** Comma-separated parts of scenario names; a scenario runs when its name contains one of them. */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((part) => part.trim());
/** The latency budget of answers people wait on (finders, search): p95 at most this many ms. */
const P95_BUDGET_MS = 30;

interface Scenario {
  name: string;
  budget: string;
  /** A p95 budget in ms: the row then says whether it was met. */
  p95Budget?: number;
  query: string;
  variables?: Record<string, unknown>;
  /** Different variables on every request, so no cache can answer (worst case). */
  vary?: (index: number) => Record<string, unknown>;
  /** Send a bearer token so the anonymous whole-result cache is bypassed (no resolver of these reads the viewer). */
  bypassCache?: boolean;
}

const BASELINE: Scenario = { name: 'baseline { __typename }', budget: 'the yardstick', query: '{ __typename }' };
const BYPASS_HEADERS = { authorization: 'Bearer bench-uncached' };

const SEED_WORDS = [
  'pixel',
  'galaxy',
  'xperia',
  'iphone',
  'moto',
  'redmi',
  'poco',
  'nord',
  'zenfone',
  'edge',
  'nokia',
  'fairphone',
  'one',
  'mi',
  'note',
];

const PICKER = `query Picker($category: PcPartCategory!, $filter: PcPartFilter, $compatibleWith: [ID!], $sort: PcPartSortField, $descending: Boolean, $page: Int, $limit: Int) {
  pcPartPicker(category: $category, filter: $filter, compatibleWith: $compatibleWith, sort: $sort, descending: $descending, page: $page, limit: $limit) {
    items { compatible problems { severity message } part { id name manufacturer category socket memoryType formFactor watts listPrice { amountCents currency } } }
    pagination { currentPage totalPages totalItems hasNextPage hasPreviousPage } manufacturers } }`;
const PICKER_CPUS = { category: 'CPU', sort: 'PRICE', descending: true, page: 1, limit: 20 };
const PICKER_CATEGORIES = ['CPU', 'MOTHERBOARD', 'RAM', 'GPU', 'STORAGE', 'PSU', 'CASE', 'CPU_COOLER'];
const PICKER_SORTS = ['NAME', 'PRICE', 'RELEASE_YEAR', 'TDP', 'WATTAGE'];
/** A different picker page on every request: category, sort, direction and page vary (no build, so no part ids). */
const uncachedPicker = (index: number) => ({
  category: PICKER_CATEGORIES[index % 8],
  sort: PICKER_SORTS[Math.floor(index / 8) % 5],
  descending: index % 2 === 0,
  page: 1 + (index % 5),
  limit: 20,
});
/** AMD Ryzen 7 9700X (AM5) from api/data/pc-parts/cpus.json: the picker then applies the build's rules as SQL. */
const AM5_CPU = '09086e21-4979-41ba-a451-3f8bb1c9cc55';
/** Parts that fit a build with that CPU, a different slot, order and page on every request. */
const uncachedBuildPicker = (index: number) => ({
  category: ['CPU_COOLER', 'MOTHERBOARD', 'RAM', 'CASE'][index % 4],
  compatibleWith: [AM5_CPU],
  sort: ['NAME', 'PRICE'][Math.floor(index / 4) % 2],
  descending: index % 3 === 0,
  page: 1 + (index % 4),
  limit: 20,
});
const LISTING_BRANDS = ['samsung', 'google', 'xiaomi', 'motorola', 'oneplus', 'sony', 'nokia', 'asus'];

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

const PHONE_FINDER = `query PhoneFinder_Results($filter: PhoneFinderFilter, $sort: PhoneSort, $page: Int, $limit: Int) {
  phoneFinder(filter: $filter, sort: $sort, page: $page, limit: $limit) {
    items { companyPath companyName name path img listPriceCents currency displayInches refreshHz ramGb storageGb batteryMah mainCameraMp has5g }
    totalCount pagination { currentPage totalPages totalItems hasNextPage hasPreviousPage }
    optionCounts { key options { value count } } brands { companyPath companyName } releaseYears } }`;
const PHONE_FINDER_5G = {
  filter: { has5g: true, nfc: true, minBatteryMah: 5000, maxPriceCents: 59_999 },
  sort: 'NEWEST',
  page: 1,
  limit: 15,
};
const PHONE_SORTS = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'BATTERY_DESC', 'DISPLAY_DESC', 'DISPLAY_ASC'];
/** A different phone finder question on every request, with every option's count, as the finder page asks. */
const uncachedPhoneFinder = (index: number) => ({
  filter: {
    ...(index % 2 === 0 ? { companyPaths: [LISTING_BRANDS[index % 8]] } : {}),
    ...(index % 3 === 0 ? { has5g: true } : {}),
    ...(index % 4 === 0 ? { nfc: true } : {}),
    minBatteryMah: 3000 + (index % 7) * 500,
    maxPriceCents: 30_000 + (index % 997) * 100,
    ...(index % 5 === 0 ? { minRamGb: 8 } : {}),
  },
  sort: PHONE_SORTS[index % 6],
  page: 1 + (index % 3),
  limit: 15,
});

/** The bike catalogue page's question (remote-bike's BikeCataloguePage_Search), with every option's count. */
const BIKE_CATALOGUE = `query BikeCataloguePage_Search($filter: BikeCatalogFilter!, $sort: BikeCatalogSort, $page: Int, $limit: Int) {
  searchBikeCatalog(filter: $filter, sort: $sort, page: $page, limit: $limit) {
    total priceCurrencies pagination { currentPage totalPages totalItems itemsPerPage hasNextPage hasPreviousPage }
    optionCounts { key options { value count } }
    items { companyName companyPath model path series engineType displacementCc maxPowerHp price published highlights img } } }`;
const BIKE_BRANDS = ['honda', 'yamaha', 'kawasaki', 'suzuki', 'royalenfield', 'ktm', 'ducati', 'bmw', 'triumph'];
const BIKE_SORTS = ['BRAND', 'DISPLACEMENT_DESC', 'DISPLACEMENT_ASC', 'POWER_DESC', 'MILEAGE_DESC'];
/** A different catalogue question on every request: brand, engine sizes, a price cap in rupees, sort and page vary. */
const uncachedBikeCatalogue = (index: number) => ({
  filter: {
    ...(index % 2 === 0 ? { companyPaths: [BIKE_BRANDS[index % 9]] } : {}),
    minDisplacementCc: [100, 125, 150, 200, 250, 300][index % 6],
    ...(index % 3 === 0 ? { maxDisplacementCc: [400, 500, 650, 750, 900, 1000, 1200][index % 7] } : {}),
    ...(index % 4 === 0 ? { priceCurrency: 'INR', maxPrice: 100_000 + (index % 997) * 1_000 } : {}),
  },
  sort: BIKE_SORTS[index % 5],
  page: 1 + (index % 3),
  limit: 24,
});

const SEED_SCENARIOS: Scenario[] = [
  {
    name: 'laptop finder (16 GB+, under 2 kg, lightest first)',
    budget: 'p95 <= 30 ms',
    query: FINDER,
    variables: FINDER_LIGHT,
  },
  {
    name: 'phone spec page (mobileFeature)',
    budget: '>= 2,000 req/s, p99 <= 25 ms',
    query: PHONE_FEATURE,
    variables: { company: 'google', path: 'pixel-9' },
  },
  {
    name: 'bike spec page (getBikeFeature)',
    budget: '>= 2,000 req/s, p99 <= 25 ms',
    query: BIKE_FEATURE,
    variables: { company: 'royalenfield', path: 'himalayan-450' },
  },
  {
    name: 'list page (mobileModels, Google p2)',
    budget: 'does not grow with catalogue',
    query: PHONE_LIST,
    variables: { input: { company: 'google' }, page: 2, limit: 12 },
  },
  {
    name: 'search (searchMobiles "pixel")',
    budget: 'p95 <= 30 ms',
    query: PHONE_SEARCH,
    variables: { searchKey: 'pixel' },
  },
  {
    name: 'search, uncached (varied keys)',
    budget: 'p95 <= 30 ms',
    query: PHONE_SEARCH,
    variables: { searchKey: 'pixel' },
    vary: (index) => ({ searchKey: `${SEED_WORDS[index % 15]} ${index % 97}` }),
    bypassCache: true,
  },
  {
    name: 'list page, uncached (varied pages)',
    budget: 'does not grow with catalogue',
    query: PHONE_LIST,
    variables: { page: 1, limit: 12 },
    vary: (index) => ({ page: 1 + (index % 19), limit: 12 }),
    bypassCache: true,
  },
];

const SYNTHETIC_SCENARIOS: Scenario[] = [
  {
    name: '100k: laptop finder (16 GB+, under 2 kg, lightest first)',
    budget: 'p95 <= 30 ms',
    p95Budget: P95_BUDGET_MS,
    query: FINDER,
    variables: FINDER_LIGHT,
  },
  {
    name: '100k: phone finder with option counts, uncached (varied filters and sorts)',
    budget: 'p95 <= 30 ms',
    p95Budget: P95_BUDGET_MS,
    query: PHONE_FINDER,
    variables: PHONE_FINDER_5G,
    vary: uncachedPhoneFinder,
    bypassCache: true,
  },
  {
    name: '100k: laptop finder, uncached (varied filters and sorts)',
    budget: 'p95 <= 30 ms',
    p95Budget: P95_BUDGET_MS,
    query: FINDER,
    variables: FINDER_LIGHT,
    vary: uncachedFinder,
    bypassCache: true,
  },
  {
    name: '100k: bike catalogue finder with option counts, uncached (varied filters and sorts)',
    budget: 'p95 <= 30 ms',
    p95Budget: P95_BUDGET_MS,
    query: BIKE_CATALOGUE,
    variables: uncachedBikeCatalogue(1),
    vary: uncachedBikeCatalogue,
    bypassCache: true,
  },
  {
    name: '100k: list page (Samsung p3)',
    budget: 'does not grow with catalogue',
    query: PHONE_LIST,
    variables: { input: { company: 'samsung' }, page: 3, limit: 12 },
  },
  {
    name: '100k: search ("nova pro")',
    budget: 'p95 <= 30 ms',
    query: PHONE_SEARCH,
    variables: { searchKey: 'nova pro' },
  },
  { name: '100k: search ("pixel")', budget: 'p95 <= 30 ms', query: PHONE_SEARCH, variables: { searchKey: 'pixel' } },
  {
    name: '100k: search, uncached (three-word keys)',
    budget: 'p95 <= 30 ms',
    query: PHONE_SEARCH,
    variables: { searchKey: 'nova pro' },
    vary: uncachedSearch,
    bypassCache: true,
  },
  {
    name: '100k: search, uncached (keys as typed, 1 in 10 broad)',
    budget: 'p95 <= 30 ms',
    query: PHONE_SEARCH,
    variables: { searchKey: 'nova pro' },
    vary: typedSearch,
    bypassCache: true,
  },
  {
    name: '100k: list page, uncached (varied pages)',
    budget: 'does not grow with catalogue',
    query: PHONE_LIST,
    variables: { input: { company: 'samsung' }, page: 1, limit: 12 },
    vary: (index) => ({ input: { company: 'samsung' }, page: 1 + (index % 300), limit: 12 }),
    bypassCache: true,
  },
  {
    name: '100k: brand page, uncached (varied brands, first pages)',
    budget: 'does not grow with catalogue',
    query: PHONE_LIST,
    variables: { input: { company: 'samsung' }, page: 1, limit: 12 },
    vary: (index) => ({
      input: { company: LISTING_BRANDS[index % 8] },
      page: 1 + (Math.floor(index / 8) % 5),
      limit: 12,
    }),
    bypassCache: true,
  },
  {
    name: '100k: part picker (CPUs, dearest first)',
    budget: 'p95 <= 30 ms',
    p95Budget: P95_BUDGET_MS,
    query: PICKER,
    variables: PICKER_CPUS,
  },
  {
    name: '100k: part picker, uncached (varied categories, sorts, pages)',
    budget: 'p95 <= 30 ms',
    p95Budget: P95_BUDGET_MS,
    query: PICKER,
    variables: PICKER_CPUS,
    vary: uncachedPicker,
    bypassCache: true,
  },
  {
    name: '100k: part picker for an AM5 build, uncached (varied slots, sorts, pages)',
    budget: 'p95 <= 30 ms',
    p95Budget: P95_BUDGET_MS,
    query: PICKER,
    variables: uncachedBuildPicker(0),
    vary: uncachedBuildPicker,
    bypassCache: true,
  },
  {
    name: '100k: phone spec page',
    budget: '>= 2,000 req/s, p99 <= 25 ms',
    query: PHONE_FEATURE,
    variables: { company: 'google', path: 'pixel-9' },
  },
];

/** The baseline always runs, first, so every other row of the same server has its yardstick. */
const selected = (scenarios: Scenario[]) => [
  BASELINE,
  ...scenarios.filter((scenario) => ONLY.some((part) => scenario.name.includes(part))),
];

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
  /** The baseline row measured against the same server. */
  baseline?: Row;
  budget: string;
  rps: number;
  p50: number;
  p90: number;
  p95: number;
  p97_5: number;
  p99: number;
  errors: number;
  /** 'met' or 'OVER' against the scenario's p95 budget; '-' without one. */
  verdict: string;
}

async function run(url: string, scenario: Scenario): Promise<Row> {
  // Check the answer once, so we never benchmark an error.
  const headers = {
    'content-type': 'application/json',
    'x-graphql-csrf': '1',
    ...(scenario.bypassCache ? BYPASS_HEADERS : {}),
  };
  for (const variables of [scenario.variables, ...(scenario.vary ? [scenario.vary(0), scenario.vary(1)] : [])]) {
    const check = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: scenario.query, variables }),
    });
    const body = (await check.json()) as { errors?: unknown };
    if (body.errors) throw new Error(`${scenario.name}: ${JSON.stringify(body.errors)}`);
  }
  const options = {
    url: `${url}/graphql`,
    method: 'POST' as const,
    connections: CONNECTIONS,
    headers,
    body: JSON.stringify({ query: scenario.query, variables: scenario.variables }),
  };
  let counter = 0;
  const requests = scenario.vary
    ? [
        {
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            body: JSON.stringify({ query: scenario.query, variables: scenario.vary!(counter++) }),
          }),
        },
      ]
    : undefined;
  // Warm up (JIT, caches) before measuring.
  await autocannon({ ...options, duration: 2, ...(requests ? { requests } : {}) });
  // autocannon reports no p95 (the budget's percentile), so keep every response time and take it ourselves.
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration: DURATION, ...(requests ? { requests } : {}) }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, time) => times.push(time));
  });
  times.sort((a, b) => a - b);
  const p95 = Math.round((times[Math.floor(times.length * 0.95)] ?? 0) * 10) / 10;
  return {
    name: scenario.name,
    budget: scenario.budget,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p95,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    verdict: verdictOf(p95, scenario.p95Budget),
  };
}

function verdictOf(p95: number, budget: number | undefined): string {
  if (budget === undefined) return '-';
  return p95 <= budget ? `met (<= ${budget} ms)` : `OVER (> ${budget} ms)`;
}

/** A measure as a multiple of the same server's baseline (1 decimal; '-' without a baseline). */
function ratio(value: number, base: number | undefined): string {
  return base ? (value / base).toFixed(1) : '-';
}

function print(rows: Row[]) {
  console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION} s per scenario, ${new Date().toISOString()}`);
  console.log(
    '"x base": p95 over the baseline p95 and req/s over the baseline req/s, { __typename } on the same server.',
  );
  console.log(
    '| scenario | req/s | p50 ms | p95 ms | p99 ms | p95 x base | req/s x base | errors | budget | p95 verdict |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
  for (const row of rows) {
    const base = row.baseline;
    console.log(
      `| ${row.name} | ${row.rps} | ${row.p50} | ${row.p95} | ${row.p99} | ${ratio(row.p95, base?.p95)} | ${ratio(row.rps, base?.rps)} | ${row.errors} | ${row.budget} | ${row.verdict} |`,
    );
  }
}

/** Runs scenarios against one server; the first (the baseline) becomes every row's yardstick. */
async function runAll(
  url: string,
  scenarios: Scenario[],
  rename: (name: string) => string = (name) => name,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const scenario of scenarios) {
    const row = await run(url, { ...scenario, name: rename(scenario.name) });
    rows.push({ ...row, baseline: rows[0] ?? row });
  }
  return rows;
}

const sizeLabel = (size: number) => (size % 1000 === 0 ? `${size / 1000}k` : String(size));
/** "100k: search" -> "10k PostgreSQL: search"; the baseline gets the same prefix. */
const labelled = (label: string) => (name: string) => `${label}: ${name.replace(/^100k: /, '')}`;

/** Seeds schema synthetic_<size> unless it already holds that many synthetic phones, parts and bikes (BENCH_RESEED forces it). */
async function seedPostgres(databaseUrl: string, schema: string, size: number) {
  const pg = await import('pg');
  const Client = pg.default?.Client ?? pg.Client;
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  let present = -1;
  try {
    const found = await client.query(`SELECT to_regclass($1) IS NOT NULL AS ok`, [`${schema}.pc_parts`]);
    if (found.rows[0].ok) {
      const counted = await client.query(
        `SELECT (SELECT count(*) FROM "${schema}".models WHERE category = 'mobile' AND path LIKE 'synthetic-%')::int AS phones,
                (SELECT count(*) FROM "${schema}".pc_parts WHERE id LIKE 'synthetic-part-%')::int AS parts,
                (SELECT count(*) FROM "${schema}".models WHERE category = 'bike' AND path LIKE 'synthetic-bike-%')::int AS bikes`,
      );
      const { phones, parts, bikes } = counted.rows[0];
      present = phones === size && parts === size && bikes === size ? size : -1;
    }
  } finally {
    await client.end();
  }
  if (present === size && !process.env.BENCH_RESEED) return;
  const args = ['--count', String(size), '--laptops', String(size), '--parts', String(size), '--bikes', String(size)];
  const seed = spawnSync(process.execPath, [path.join(API_ROOT, 'dist', 'cli', 'seed-synthetic.js'), ...args], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, SYNTHETIC_SCHEMA: schema },
  });
  if (seed.status !== 0) throw new Error(`synthetic seeding of ${schema} on PostgreSQL failed`);
}

/** Whether a synthetic folder was seeded with bikes too (the seed writes what it added to synthetic.json). */
function holdsEveryCategory(dataDir: string): boolean {
  try {
    const added = JSON.parse(readFileSync(path.join(dataDir, 'synthetic.json'), 'utf8')) as { bikes?: number };
    return (added.bikes ?? 0) > 0;
  } catch {
    return false;
  }
}

async function main() {
  const rows: Row[] = [];
  if (process.env.BENCH_URL) {
    await waitForHealth(process.env.BENCH_URL);
    const scenarios = process.env.BENCH_SYNTHETIC ? SYNTHETIC_SCENARIOS : SEED_SCENARIOS;
    // The catalogue size of an API started elsewhere is not known here: no "100k" in the names.
    rows.push(...(await runAll(process.env.BENCH_URL, selected(scenarios), labelled('given API'))));
    print(rows);
    return;
  }
  const url = `http://127.0.0.1:${PORT}`;
  const seedDir = mkdtempSync(path.join(tmpdir(), 'gadgets-bench-'));
  // No seeded server when no seed scenario is picked (BENCH_ONLY): seeding it takes longer than a scenario.
  const seedScenarios = selected(SEED_SCENARIOS);
  const seeded = process.env.BENCH_SKIP_PGLITE || seedScenarios.length === 1 ? null : startApi({ DATA_DIR: seedDir });
  try {
    if (seeded) {
      await waitForHealth(url, seeded);
      rows.push(...(await runAll(url, seedScenarios, (name) => `seed: ${name}`)));
    }
  } finally {
    if (seeded) await stopApi(seeded);
    rmSync(seedDir, { recursive: true, force: true });
  }
  if (!process.env.BENCH_SKIP_SYNTHETIC && !process.env.BENCH_SKIP_PGLITE) {
    const syntheticDir = path.join(API_ROOT, '.data-synthetic');
    if (
      !existsSync(path.join(syntheticDir, 'pglite')) ||
      !holdsEveryCategory(syntheticDir) ||
      process.env.BENCH_RESEED
    ) {
      const seed = spawnSync(
        process.execPath,
        [
          path.join(API_ROOT, 'dist', 'cli', 'seed-synthetic.js'),
          '--count',
          String(SYNTHETIC_COUNT),
          '--data-dir',
          syntheticDir,
        ],
        { stdio: 'inherit' },
      );
      if (seed.status !== 0) throw new Error('synthetic seeding failed');
    }
    const synthetic = startApi({ DATA_DIR: syntheticDir, SEED_ON_START: 'false' });
    try {
      await waitForHealth(url, synthetic);
      rows.push(
        ...(await runAll(url, selected(SYNTHETIC_SCENARIOS), labelled(`${sizeLabel(SYNTHETIC_COUNT)} PGlite`))),
      );
    } finally {
      await stopApi(synthetic);
    }
  }
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const sizes = (process.env.BENCH_SIZES ?? String(SYNTHETIC_COUNT)).split(',').map(Number);
  for (const size of databaseUrl ? sizes : []) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`BENCH_SIZES: ${size} is not a catalogue size`);
    const schema = `synthetic_${size}`;
    await seedPostgres(databaseUrl!, schema, size);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gadgets-bench-pg-'));
    const postgres = startApi({
      DATABASE_URL: databaseUrl!,
      DATABASE_SCHEMA: schema,
      SEED_ON_START: 'false',
      DATA_DIR: dataDir,
    });
    try {
      await waitForHealth(url, postgres);
      rows.push(...(await runAll(url, selected(SYNTHETIC_SCENARIOS), labelled(`${sizeLabel(size)} PostgreSQL`))));
    } finally {
      await stopApi(postgres);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  print(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
