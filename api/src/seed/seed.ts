import type { Database, Queryable } from '../db/database';
import { companySeeds } from './companies';

export interface SeedStep {
  name: string;
  run(tx: Queryable): Promise<number>;
}

const steps: SeedStep[] = [
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
];

export function registerSeedStep(step: SeedStep): void {
  steps.push(step);
}

/** Idempotent: every step upserts by natural key, so running it again changes nothing. */
export async function seedCatalogue(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    for (const step of steps) counts[step.name] = await step.run(tx);
  });
  return counts;
}
