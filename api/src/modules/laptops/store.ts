import type { Queryable } from '../../db/database';
import type { CountRow } from './finder-index';
import type { CpuFamily, GpuKind, OperatingSystem } from './finder-values';

export type LaptopSort = 'PRICE_ASC' | 'PRICE_DESC' | 'WEIGHT_ASC' | 'NEWEST' | 'BATTERY_DESC';

/** A checked finder filter (see service.ts): every bound is optional, lists mean "any of". */
export interface FinderFilter {
  companyPaths?: string[] | undefined;
  minPriceCents?: number | undefined;
  maxPriceCents?: number | undefined;
  minScreenInches?: number | undefined;
  maxScreenInches?: number | undefined;
  minRamGb?: number | undefined;
  minStorageGb?: number | undefined;
  maxWeightKg?: number | undefined;
  minBatteryWh?: number | undefined;
  cpuFamilies?: CpuFamily[] | undefined;
  gpuKind?: GpuKind | undefined;
  operatingSystems?: OperatingSystem[] | undefined;
  minReleaseYear?: number | undefined;
  maxReleaseYear?: number | undefined;
}

export interface FinderRow {
  model_id: number;
  company: string;
  company_path: string;
  path: string;
  name: string;
  series: string | null;
  img: string | null;
  released: string | null;
  price_cents: number | null;
  currency: string | null;
  screen_inches: number | null;
  ram_gb: number | null;
  storage_gb: number | null;
  weight_kg: number | null;
  battery_wh: number | null;
  release_year: number | null;
  cpu_family: CpuFamily | null;
  gpu_kind: GpuKind | null;
  os: OperatingSystem | null;
}

export interface FacetRows {
  brands: { company_path: string; company: string; total: number }[];
  values: { column: string; value: string; total: number }[];
  ranges: {
    min_price: number | null; max_price: number | null; min_screen: number | null; max_screen: number | null;
    min_weight: number | null; max_weight: number | null; min_year: number | null; max_year: number | null;
  };
}

const PAGE_COLUMNS = `f.model_id, m.company, f.company_path, m.path, m.name, m.series, m.img, f.released, f.price_cents, f.currency,
  f.screen_inches, f.ram_gb, f.storage_gb, f.weight_kg, f.battery_wh, f.release_year, f.cpu_family, f.gpu_kind, f.os`;

/** Each sort ends with model_id so pages never overlap; a laptop without the sorted number comes last. */
const ORDER_BY: Record<LaptopSort, string> = {
  PRICE_ASC: 'f.price_cents ASC NULLS LAST, f.model_id',
  PRICE_DESC: 'f.price_cents DESC NULLS LAST, f.model_id DESC',
  WEIGHT_ASC: 'f.weight_kg ASC NULLS LAST, f.model_id',
  NEWEST: 'f.released DESC NULLS LAST, f.model_id',
  BATTERY_DESC: 'f.battery_wh DESC NULLS LAST, f.model_id',
};

/** Builds the parameterised WHERE clause; only column names from this table are ever written into the SQL. */
function whereClause(filter: FinderFilter, params: unknown[]): string {
  const where: string[] = ['TRUE'];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filter.companyPaths?.length) add((p) => `f.company_path = ANY(${p}::text[])`, filter.companyPaths);
  if (filter.minPriceCents !== undefined) add((p) => `f.price_cents >= ${p}`, filter.minPriceCents);
  if (filter.maxPriceCents !== undefined) add((p) => `f.price_cents <= ${p}`, filter.maxPriceCents);
  if (filter.minScreenInches !== undefined) add((p) => `f.screen_inches >= ${p}`, filter.minScreenInches);
  if (filter.maxScreenInches !== undefined) add((p) => `f.screen_inches <= ${p}`, filter.maxScreenInches);
  if (filter.minRamGb !== undefined) add((p) => `f.ram_gb >= ${p}`, filter.minRamGb);
  if (filter.minStorageGb !== undefined) add((p) => `f.storage_gb >= ${p}`, filter.minStorageGb);
  if (filter.maxWeightKg !== undefined) add((p) => `f.weight_kg <= ${p}`, filter.maxWeightKg);
  if (filter.minBatteryWh !== undefined) add((p) => `f.battery_wh >= ${p}`, filter.minBatteryWh);
  if (filter.cpuFamilies?.length) add((p) => `f.cpu_family = ANY(${p}::text[])`, filter.cpuFamilies);
  if (filter.gpuKind) add((p) => `f.gpu_kind = ${p}`, filter.gpuKind);
  if (filter.operatingSystems?.length) add((p) => `f.os = ANY(${p}::text[])`, filter.operatingSystems);
  if (filter.minReleaseYear !== undefined) add((p) => `f.release_year >= ${p}`, filter.minReleaseYear);
  if (filter.maxReleaseYear !== undefined) add((p) => `f.release_year <= ${p}`, filter.maxReleaseYear);
  return where.join(' AND ');
}

export function createLaptopStore(db: Queryable) {
  return {
    async indexRows(): Promise<CountRow[]> {
      // laptops: every laptop's finder numbers, for the in-memory finder index
      return db.query<CountRow>(
        `SELECT model_id, company_path, released, price_cents, screen_inches, ram_gb, storage_gb, weight_kg, battery_wh, release_year, cpu_family, gpu_kind, os
         FROM laptop_finder`,
      );
    },

    async findPage(filter: FinderFilter, sort: LaptopSort, limit: number, offset: number): Promise<FinderRow[]> {
      const params: unknown[] = [];
      const where = whereClause(filter, params);
      params.push(limit, offset);
      // laptops: one finder page, sorted on an indexed column, joined to models for names only
      return db.query<FinderRow>(
        `SELECT ${PAGE_COLUMNS} FROM laptop_finder f JOIN models m ON m.id = f.model_id
         WHERE ${where}
         ORDER BY ${ORDER_BY[sort]} LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
    },

    /** The rows of the given models, in the given order (a page the in-memory index already chose and sorted). */
    async findByIds(ids: number[]): Promise<FinderRow[]> {
      if (ids.length === 0) return [];
      // laptops: finder rows by primary key
      const rows = await db.query<FinderRow>(
        `SELECT ${PAGE_COLUMNS} FROM laptop_finder f JOIN models m ON m.id = f.model_id WHERE f.model_id = ANY($1::int[])`,
        [ids],
      );
      const byId = new Map(rows.map((row) => [row.model_id, row]));
      return ids.map((id) => byId.get(id)).filter((row): row is FinderRow => row !== undefined);
    },

    async facets(): Promise<FacetRows> {
      // laptops: brands present in the finder with their counts
      const brands = await db.query<FacetRows['brands'][number]>(
        `SELECT f.company_path, min(c.name) AS company, count(*)::int AS total
         FROM laptop_finder f LEFT JOIN companies c ON c.category = 'laptop' AND c.path = f.company_path
         GROUP BY f.company_path ORDER BY min(c.ordinal), f.company_path`,
      );
      // laptops: the distinct option values of the finder's choice filters
      const values = await db.query<FacetRows['values'][number]>(
        `SELECT 'ram_gb' AS column, ram_gb::text AS value, count(*)::int AS total FROM laptop_finder WHERE ram_gb IS NOT NULL GROUP BY ram_gb
         UNION ALL SELECT 'storage_gb', storage_gb::text, count(*)::int FROM laptop_finder WHERE storage_gb IS NOT NULL GROUP BY storage_gb
         UNION ALL SELECT 'cpu_family', cpu_family, count(*)::int FROM laptop_finder WHERE cpu_family IS NOT NULL GROUP BY cpu_family
         UNION ALL SELECT 'gpu_kind', gpu_kind, count(*)::int FROM laptop_finder WHERE gpu_kind IS NOT NULL GROUP BY gpu_kind
         UNION ALL SELECT 'os', os, count(*)::int FROM laptop_finder WHERE os IS NOT NULL GROUP BY os`,
      );
      // laptops: the ranges the finder's sliders span
      const ranges = await db.query<FacetRows['ranges']>(
        `SELECT min(price_cents) AS min_price, max(price_cents) AS max_price, min(screen_inches) AS min_screen,
                max(screen_inches) AS max_screen, min(weight_kg) AS min_weight, max(weight_kg) AS max_weight,
                min(release_year) AS min_year, max(release_year) AS max_year
         FROM laptop_finder`,
      );
      return { brands, values, ranges: ranges[0]! };
    },
  };
}

export type LaptopStore = ReturnType<typeof createLaptopStore>;
