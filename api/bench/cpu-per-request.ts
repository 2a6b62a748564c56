/**
 * CPU per request, in process (not a test): N requests of each synthetic finder and picker scenario through the real
 * GraphQL app (Yoga, its plugins, the resolvers, the answer's serialization), one at a time, CPU time from
 * process.cpuUsage() divided by N, beside `{ __typename }` measured the same way. On a shared machine this number is
 * steadier than a latency percentile: other processes take wall time, not this process's CPU time.
 *   pnpm --filter @gadgets/api exec tsx bench/cpu-per-request.ts
 * Options (env): DATA_DIR (a seeded synthetic PGlite folder; api/.data-synthetic by default) or DATABASE_URL with
 * DATABASE_SCHEMA (e.g. synthetic_100000, as the bench seeds it on PostgreSQL), BENCH_REQUESTS per scenario (400),
 * BENCH_ONLY=<text> (only scenarios whose name contains it), BENCH_PROFILE=<folder> (a CPU profile of each scenario's
 * measured requests, <folder>/<n>.cpuprofile, for Chrome's DevTools).
 * The database work of a PostgreSQL run happens in another process and is not counted; PGlite's is.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { createApi } from '../src/app';
import { loadConfig } from '../src/config';
import { createGraphqlEndpoint } from '../src/http/graphql-endpoint';
import { createServerLifecycle } from '@gadgets/server-kit';
import { API_ROOT } from './options';
import { selected, type Scenario } from './scenario';
import { SYNTHETIC_SCENARIOS } from './synthetic-scenarios';
import { uncachedVariables } from './runner';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
/** The scenarios whose answers are computed per request: the finders and pickers, uncached. */
const MEASURED = SYNTHETIC_SCENARIOS.filter((scenario) => scenario.vary && /finder|picker/.test(scenario.name));

const PROFILE_DIR = process.env.BENCH_PROFILE;

/** Profiles `run` into PROFILE_DIR/<name>.cpuprofile when BENCH_PROFILE is set. */
async function profiled(name: string, run: () => Promise<void>) {
  if (!PROFILE_DIR) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  await run();
  const { profile } = await session.post('Profiler.stop');
  mkdirSync(PROFILE_DIR, { recursive: true });
  writeFileSync(path.join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
  session.disconnect();
}

async function main() {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: process.env.DATA_DIR ?? path.join(API_ROOT, '.data-synthetic'),
    SEED_ON_START: 'false',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_FACTOR: '0',
    REDIS_URL: '',
  });
  const api = await createApi(config, { seed: false });
  const yoga = createGraphqlEndpoint({
    config,
    services: api.services,
    logger: api.logger,
    lifecycle: createServerLifecycle(),
    metrics: api.metrics,
  });

  async function ask(scenario: Scenario, index: number): Promise<void> {
    const varied = scenario.vary ? scenario.vary(index) : scenario.variables;
    const variables = scenario.bypassCache ? uncachedVariables(varied, index) : varied;
    const response = await yoga.fetch('http://127.0.0.1/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      body: JSON.stringify({ query: scenario.query, variables }),
    });
    const text = await response.text();
    if (!response.ok || text.includes('"errors"')) throw new Error(`${scenario.name}: ${text.slice(0, 500)}`);
  }

  const rows: { name: string; cpuMs: number; wallMs: number }[] = [];
  for (const [place, scenario] of selected(MEASURED).entries()) {
    // Warm up: the index is built on first use, V8 optimises the hot paths.
    for (let index = 0; index < Math.max(50, REQUESTS / 4); index++) await ask(scenario, REQUESTS + index);
    await profiled(String(place), async () => {
      const started = performance.now();
      const cpu = process.cpuUsage();
      for (let index = 0; index < REQUESTS; index++) await ask(scenario, index);
      const used = process.cpuUsage(cpu);
      const wallMs = (performance.now() - started) / REQUESTS;
      rows.push({ name: scenario.name, cpuMs: (used.user + used.system) / 1000 / REQUESTS, wallMs });
    });
  }
  const base = rows[0]!.cpuMs;
  console.log(`CPU per request, ${REQUESTS} requests each, in process:`);
  for (const row of rows) {
    console.log(
      `${row.cpuMs.toFixed(3).padStart(8)} ms CPU  ${(row.cpuMs / base).toFixed(1).padStart(5)} x base  ` +
        `${row.wallMs.toFixed(3).padStart(8)} ms wall  ${row.name}`,
    );
  }
  await api.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
