import type { Database, Queryable } from '../db/database';
import { SCHEMA_LOCK_ID } from '../db/migrations';
import { companySeeds } from './companies';
import { upsertModel, type ModelSeed } from './model-seed';
import { phoneSeeds } from './phones';
import { seedBikes } from './bikes';
import { seedComments } from './comments';
import { seedDevices } from './devices';
import { seedPcParts } from './pc-parts';
import { seedLaptops } from './laptops';
import { writePhoneFinderRows } from '../modules/phones/store';
import { COMPARE_PAIRS, HOME_MOBILES, LAPTOP_COMPARE_PAIRS } from './showcase';

export interface SeedStep {
  name: string;
  run(tx: Queryable): Promise<number>;
}

async function upsertModels(tx: Queryable, seeds: ModelSeed[]): Promise<number> {
  for (const seed of seeds) await upsertModel(tx, seed);
  return seeds.length;
}

async function modelId(tx: Queryable, category: string, companyPath: string, path: string): Promise<number> {
  // seed: find a model id by its natural key
  const rows = await tx.query<{ id: number }>(
    'SELECT id FROM models WHERE category = $1 AND company_path = $2 AND path = $3',
    [category, companyPath, path],
  );
  if (!rows[0]) throw new Error(`seed refers to a missing ${category} model ${companyPath}/${path}`);
  return rows[0].id;
}

export const SEED_STEPS: SeedStep[] = [
  {
    name: 'companies',
    async run(tx) {
      for (const company of companySeeds()) {
        // seed: upsert one company
        await tx.query(
          `INSERT INTO companies (category, name, path, logo, ordinal) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (category, path) DO UPDATE SET name = EXCLUDED.name, logo = EXCLUDED.logo, ordinal = EXCLUDED.ordinal`,
          [company.category, company.name, company.path, company.logo, company.ordinal],
        );
      }
      return companySeeds().length;
    },
  },
  { name: 'phones', run: (tx) => upsertModels(tx, phoneSeeds()) },
  // Read from the spec sheets just stored, so the finder knows exactly what the phone pages show.
  { name: 'phone finder', run: writePhoneFinderRows },
  { name: 'laptops', run: seedLaptops },
  { name: 'bikes', run: seedBikes },
  {
    name: 'home mobiles',
    async run(tx) {
      for (const [index, [companyPath, path]] of HOME_MOBILES.entries()) {
        const id = await modelId(tx, 'mobile', companyPath, path);
        // seed: upsert one home-page phone
        await tx.query(
          'INSERT INTO home_mobiles (model_id, ordinal) VALUES ($1, $2) ON CONFLICT (model_id) DO UPDATE SET ordinal = EXCLUDED.ordinal',
          [id, index + 1],
        );
      }
      return HOME_MOBILES.length;
    },
  },
  {
    name: 'compare pairs',
    async run(tx) {
      let count = 0;
      for (const pair of [...COMPARE_PAIRS, ...LAPTOP_COMPARE_PAIRS]) {
        const one = await modelId(tx, pair.category, pair.one[0], pair.one[1]);
        const two = await modelId(tx, pair.category, pair.two[0], pair.two[1]);
        // seed: upsert one compare pair
        await tx.query(
          `INSERT INTO compare_pairs (category, model_one_id, model_two_id, ordinal) VALUES ($1, $2, $3, $4)
           ON CONFLICT (category, model_one_id, model_two_id) DO UPDATE SET ordinal = EXCLUDED.ordinal`,
          [pair.category, one, two, ++count],
        );
      }
      return count;
    },
  },
  { name: 'pc parts', run: seedPcParts },
  { name: 'devices', run: seedDevices },
  { name: 'comments', run: seedComments },
];

/** Idempotent: every step upserts by natural key, so running it again changes nothing. */
export async function seedCatalogue(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    // seed: one instance at a time
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_ID]);
    for (const step of SEED_STEPS) counts[step.name] = await step.run(tx);
  });
  // Keep search fast: move new entries out of the GIN pending list (PGlite has no autovacuum) and refresh statistics.
  await db.exec('VACUUM ANALYZE models');
  return counts;
}
