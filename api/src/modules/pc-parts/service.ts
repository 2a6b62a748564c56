import { InputChecker } from '../../shared/errors';
import type { PcPartRow, PcPartStore } from './store';

export const PART_CATEGORIES: Record<string, string> = {
  CPU: 'cpu', GPU: 'gpu', MOTHERBOARD: 'motherboard', RAM: 'ram', STORAGE: 'storage', PSU: 'psu', CASE: 'case', CPU_COOLER: 'cpu_cooler',
};
const ENUM_BY_CATEGORY = Object.fromEntries(Object.entries(PART_CATEGORIES).map(([key, value]) => [value, key]));

export function pcPart(row: PcPartRow) {
  const specs = row.specs;
  const num = (value: unknown) => (typeof value === 'number' ? Math.round(value) : null);
  return {
    id: row.id,
    category: ENUM_BY_CATEGORY[row.category] ?? row.category.toUpperCase(),
    manufacturer: row.manufacturer,
    name: row.name,
    releaseYear: row.release_year,
    socket: (specs.socket as string | undefined) ?? null,
    supportedSockets: (specs.supported_sockets as string[] | undefined) ?? [],
    formFactor: (specs.form_factor as string | undefined) ?? null,
    memoryType: (specs.memory_type as string | undefined) ?? null,
    watts: num(specs.wattage_w) ?? num(specs.tdp_w),
    specs,
  };
}

export function createPcPartService(store: PcPartStore) {
  return {
    async list(category: string | null | undefined, search: string | null | undefined, limit: number | null | undefined) {
      const value = limit ?? 50;
      const checker = new InputChecker();
      checker.check(Number.isInteger(value) && value >= 1 && value <= 200, 'limit', 'Limit must be between 1 and 200');
      checker.check(!search || search.length <= 100, 'search', 'Search must be at most 100 characters');
      checker.throwIfAny();
      const rows = await store.list(category ? PART_CATEGORIES[category]! : null, search?.trim() || null, value);
      return rows.map(pcPart);
    },
    async byIds(ids: string[]) {
      return new Map((await store.findMany([...new Set(ids)])).map((row) => [row.id, pcPart(row)]));
    },
  };
}

export type PcPartService = ReturnType<typeof createPcPartService>;
