/** Builds the synthetic catalogues the synthetic scenarios run on, once, with the built seed-synthetic CLI. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT, SYNTHETIC_COUNT } from './options';

const SEED_CLI = path.join(API_ROOT, 'dist', 'cli', 'seed-synthetic.js');

/** Whether a synthetic folder was seeded with bikes too (the seed writes what it added to synthetic.json). */
function holdsEveryCategory(dataDir: string): boolean {
  try {
    const added = JSON.parse(readFileSync(path.join(dataDir, 'synthetic.json'), 'utf8')) as { bikes?: number };
    return (added.bikes ?? 0) > 0;
  } catch {
    return false;
  }
}

/**
 * Seeds a PGlite data directory with SYNTHETIC_COUNT phones (and laptops, parts, bikes) unless it holds them already
 * (BENCH_RESEED forces it); a folder seeded before the generator gained bikes is seeded again.
 */
export function seedPglite(dataDir: string) {
  if (existsSync(path.join(dataDir, 'pglite')) && holdsEveryCategory(dataDir) && !process.env.BENCH_RESEED) return;
  const seed = spawnSync(process.execPath, [SEED_CLI, '--count', String(SYNTHETIC_COUNT), '--data-dir', dataDir], {
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error('synthetic seeding failed');
}

/** Seeds schema synthetic_<size> unless it already holds that many synthetic phones, parts and bikes (BENCH_RESEED forces it). */
export async function seedPostgres(databaseUrl: string, schema: string, size: number) {
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
  const seed = spawnSync(process.execPath, [SEED_CLI, ...args], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, SYNTHETIC_SCHEMA: schema },
  });
  if (seed.status !== 0) throw new Error(`synthetic seeding of ${schema} on PostgreSQL failed`);
}
