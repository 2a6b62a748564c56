/**
 * API benchmark (not a test): autocannon against a running API.
 *   pnpm --filter @gadgets/api bench            builds, starts its own API on port 4100 (seed data, then 100k synthetic)
 *   BENCH_URL=http://127.0.0.1:4000 pnpm ...    only the seed scenarios, against an API you started
 *   BENCH_URL=... BENCH_SYNTHETIC=1 pnpm ...     the synthetic scenarios against an API you started on a synthetic database
 * Options (env): BENCH_DURATION seconds per scenario (10), BENCH_CONNECTIONS (32), SYNTHETIC_COUNT (100000),
 * BENCH_SKIP_SYNTHETIC=1, BENCH_DATABASE_URL (also run the 100k scenarios on PostgreSQL, schema "synthetic"),
 * BENCH_ONLY=<text> (only scenarios whose name contains it, e.g. "laptop finder"), BENCH_RESEED=1 (rebuild the synthetic
 * database, e.g. after the generator gained synthetic laptops; a folder without bikes is seeded again), SYNTHETIC_LAPTOPS (100000), BENCH_SKIP_PGLITE=1 (only the
 * PostgreSQL runs),
 * BENCH_SIZES=10000,100000 (PostgreSQL only: run the synthetic scenarios at each catalogue size, each in its own schema
 * "synthetic_<size>" with that many phones, laptops, PC parts and bikes, seeded once and reused).
 * Every server gets a trivial `{ __typename }` scenario first; each row's "x base" columns divide by it, so numbers
 * from noisy machines compare. "uncached" scenarios send a bearer token (the whole-result cache serves anonymous
 * requests only) and vary their variables on every request.
 * Scenarios live in seed-scenarios.ts and synthetic-scenarios.ts (their documents in queries.ts and documents.mjs);
 * runner.ts measures one server's list, report.ts prints the table, synthetic-seed.ts builds the synthetic catalogues.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi, stopApi, waitForHealth } from './api-process';
import { API_ROOT, PORT, SYNTHETIC_COUNT } from './options';
import { print } from './report';
import { runAll, type Row } from './runner';
import { selected } from './scenario';
import { SEED_SCENARIOS } from './seed-scenarios';
import { seedPglite, seedPostgres } from './synthetic-seed';
import { SYNTHETIC_SCENARIOS } from './synthetic-scenarios';

const sizeLabel = (size: number) => (size % 1000 === 0 ? `${size / 1000}k` : String(size));
/** "100k: search" -> "10k PostgreSQL: search"; the baseline gets the same prefix. */
const labelled = (label: string) => (name: string) => `${label}: ${name.replace(/^100k: /, '')}`;

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
      rows.push(...(await runAll(url, seedScenarios, (name) => `seed: ${name}`, path.join(seedDir, 'outbox'))));
    }
  } finally {
    if (seeded) await stopApi(seeded);
    rmSync(seedDir, { recursive: true, force: true });
  }
  if (!process.env.BENCH_SKIP_SYNTHETIC && !process.env.BENCH_SKIP_PGLITE) {
    const syntheticDir = path.join(API_ROOT, '.data-synthetic');
    seedPglite(syntheticDir);
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
