import type { Queryable } from '../../db/database';
import { createFinderStore } from '../finder/finder-store';
import type { ModelIdentityRow } from '../models/store';
import { LAPTOP_FINDER_TABLE, type CountRow } from './finder-config';
import type { CpuFamily, GpuKind, OperatingSystem } from './finder-values';

/** A finder result row: the laptop's finder numbers (its kinds as the schema's values), price currency and names. */
export interface FinderRow extends ModelIdentityRow, Omit<CountRow, 'cpu_family' | 'gpu_kind' | 'os'> {
  currency: string | null;
  cpu_family: CpuFamily | null;
  gpu_kind: GpuKind | null;
  os: OperatingSystem | null;
}

export interface FacetRows {
  brands: { company_path: string; company: string; total: number }[];
  values: { column: string; value: string; total: number }[];
  ranges: {
    min_price: number | null;
    max_price: number | null;
    min_screen: number | null;
    max_screen: number | null;
    min_weight: number | null;
    max_weight: number | null;
    min_year: number | null;
    max_year: number | null;
  };
}

/** The finder rows of listed laptops only: an unlisted laptop gives no brand, option or range. */
const LISTED = '(SELECT f.* FROM laptop_finder f JOIN models m ON m.id = f.model_id WHERE m.published)';

export function createLaptopStore(db: Queryable) {
  return {
    ...createFinderStore<CountRow, FinderRow>(db, LAPTOP_FINDER_TABLE),

    async facets(): Promise<FacetRows> {
      // laptops: brands present in the finder with their counts
      const brands = await db.query<FacetRows['brands'][number]>(
        `SELECT f.company_path, min(c.name) AS company, count(*)::int AS total
         FROM ${LISTED} f LEFT JOIN companies c ON c.category = 'laptop' AND c.path = f.company_path
         GROUP BY f.company_path ORDER BY min(c.ordinal), f.company_path`,
      );
      // laptops: the distinct option values of the finder's choice filters
      const values = await db.query<FacetRows['values'][number]>(
        `SELECT 'ram_gb' AS column, ram_gb::text AS value, count(*)::int AS total FROM ${LISTED} l WHERE ram_gb IS NOT NULL GROUP BY ram_gb
         UNION ALL SELECT 'storage_gb', storage_gb::text, count(*)::int FROM ${LISTED} l WHERE storage_gb IS NOT NULL GROUP BY storage_gb
         UNION ALL SELECT 'cpu_family', cpu_family, count(*)::int FROM ${LISTED} l WHERE cpu_family IS NOT NULL GROUP BY cpu_family
         UNION ALL SELECT 'gpu_kind', gpu_kind, count(*)::int FROM ${LISTED} l WHERE gpu_kind IS NOT NULL GROUP BY gpu_kind
         UNION ALL SELECT 'os', os, count(*)::int FROM ${LISTED} l WHERE os IS NOT NULL GROUP BY os`,
      );
      // laptops: the ranges the finder's sliders span
      const ranges = await db.query<FacetRows['ranges']>(
        `SELECT min(price_cents) AS min_price, max(price_cents) AS max_price, min(screen_inches) AS min_screen,
                max(screen_inches) AS max_screen, min(weight_kg) AS min_weight, max(weight_kg) AS max_weight,
                min(release_year) AS min_year, max(release_year) AS max_year
         FROM ${LISTED} l`,
      );
      return { brands, values, ranges: ranges[0]! };
    },
  };
}

export type LaptopStore = ReturnType<typeof createLaptopStore>;
