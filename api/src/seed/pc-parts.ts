import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../config';
import type { Queryable } from '../db/database';

const FILES = ['cpus', 'gpus', 'motherboards', 'ram', 'storage', 'psus', 'cases', 'cpu-coolers'];

interface PartRecord {
  id: string;
  category: string;
  manufacturer: string;
  name: string;
  release_year: number | null;
  [field: string]: unknown;
}

/** The BuildCores OpenDB subset (ODC-By), stored whole in `specs`. */
export function pcPartRecords(): PartRecord[] {
  return FILES.flatMap((file) => JSON.parse(readFileSync(path.join(API_ROOT, 'data', 'pc-parts', `${file}.json`), 'utf8')) as PartRecord[]);
}

export async function seedPcParts(tx: Queryable): Promise<number> {
  const records = pcPartRecords();
  // seed: upsert every PC part in one statement
  await tx.query(
    `INSERT INTO pc_parts (id, category, manufacturer, name, release_year, specs)
     SELECT r->>'id', r->>'category', r->>'manufacturer', r->>'name', (r->>'release_year')::int, r
     FROM jsonb_array_elements($1::jsonb) AS r
     ON CONFLICT (id) DO UPDATE SET category = EXCLUDED.category, manufacturer = EXCLUDED.manufacturer,
       name = EXCLUDED.name, release_year = EXCLUDED.release_year, specs = EXCLUDED.specs`,
    [JSON.stringify(records)],
  );
  return records.length;
}
