import * as finder from '../finder/finder-kit';
import type { StandingColumn } from '../models/spec-standing';
import type { CpuFamily, GpuKind, OperatingSystem } from './finder-values';

export type LaptopSort = 'PRICE_ASC' | 'PRICE_DESC' | 'WEIGHT_ASC' | 'NEWEST' | 'BATTERY_DESC' | 'RATING_DESC';

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

/** The finder numbers of every laptop, as the store reads them for the in-memory index. */
export interface CountRow {
  model_id: number;
  company_path: string;
  released: string | null;
  price_cents: number | null;
  screen_inches: number | null;
  ram_gb: number | null;
  storage_gb: number | null;
  weight_kg: number | null;
  battery_wh: number | null;
  release_year: number | null;
  cpu_family: string | null;
  gpu_kind: string | null;
  os: string | null;
}

export const LAPTOP_FINDER_COLUMNS: finder.IndexColumns<CountRow> = {
  numbers: ['price_cents', 'screen_inches', 'ram_gb', 'storage_gb', 'weight_kg', 'battery_wh', 'release_year'],
  texts: ['company_path', 'released', 'cpu_family', 'gpu_kind', 'os'],
  clusterBy: ['company_path', 'price_cents'],
  live: finder.RATING_COLUMNS,
};

export const LAPTOP_FINDER_TABLE = finder.finderTable(
  'laptop_finder',
  LAPTOP_FINDER_COLUMNS,
  `f.model_id, m.company, f.company_path, m.path, m.name, m.series, m.img, f.released, f.price_cents, f.currency,
    f.screen_inches, f.ram_gb, f.storage_gb, f.weight_kg, f.battery_wh, f.release_year, f.cpu_family, f.gpu_kind, f.os`,
  { listedOnly: true },
);

/** Each sort ends with model_id so pages never overlap; a laptop without the sorted number comes last. */
export const LAPTOP_SORT_KEYS: Record<LaptopSort, finder.SortKey> = {
  ...finder.NEWEST_AND_PRICE_SORT_KEYS,
  WEIGHT_ASC: { column: 'weight_kg', direction: 'ASC', tie: 'ASC' },
  BATTERY_DESC: { column: 'battery_wh', direction: 'DESC', tie: 'ASC' },
  RATING_DESC: finder.RATING_SORT_KEY,
};

/**
 * The ranges a visitor sets with a slider over a histogram, each counted with every other filter applied (its own
 * bounds left out): prices in bars of whole $50s or more, screens of 0.1" or more, weights of 0.1 kg or more.
 */
export const LAPTOP_HISTOGRAMS: readonly finder.HistogramSpec[] = [
  { key: 'priceCents', column: 'price_cents', controls: ['price'], unit: 5000 },
  { key: 'screenInches', column: 'screen_inches', controls: ['screen'], unit: 0.1 },
  { key: 'weightKg', column: 'weight_kg', controls: ['maxWeightKg'], unit: 0.1 },
];

/** The numbers a laptop's page ranks it by among the listed laptops, and which way is better. */
export const LAPTOP_STANDING_COLUMNS: readonly StandingColumn[] = [
  { key: 'BATTERY_WH', column: 'battery_wh', higherIsBetter: true },
  { key: 'DISPLAY_SIZE', column: 'screen_inches', higherIsBetter: true },
  { key: 'WEIGHT', column: 'weight_kg', higherIsBetter: false },
  { key: 'PRICE', column: 'price_cents', higherIsBetter: false, scale: 0.01 },
];

/**
 * A checked laptop filter as the finder's conditions (see finder-conditions.ts). Keys name the filter's fields where an
 * option is counted (laptopOptionGroups), so each is counted with every other filter still applied.
 */
export function laptopConditions(filter: FinderFilter): finder.Condition[] {
  return [
    ...finder.anyOfCondition('companyPaths', 'company_path', filter.companyPaths),
    ...finder.rangeCondition('price', 'price_cents', filter.minPriceCents, filter.maxPriceCents),
    ...finder.rangeCondition('screen', 'screen_inches', filter.minScreenInches, filter.maxScreenInches),
    ...finder.rangeCondition('minRamGb', 'ram_gb', filter.minRamGb, undefined),
    ...finder.rangeCondition('minStorageGb', 'storage_gb', filter.minStorageGb, undefined),
    ...finder.rangeCondition('maxWeightKg', 'weight_kg', undefined, filter.maxWeightKg),
    ...finder.rangeCondition('minBatteryWh', 'battery_wh', filter.minBatteryWh, undefined),
    ...finder.anyOfCondition('cpuFamilies', 'cpu_family', filter.cpuFamilies),
    ...finder.anyOfCondition('gpuKind', 'gpu_kind', filter.gpuKind ? [filter.gpuKind] : undefined),
    ...finder.anyOfCondition('operatingSystems', 'os', filter.operatingSystems),
    ...finder.rangeCondition('minReleaseYear', 'release_year', filter.minReleaseYear, undefined),
    ...finder.rangeCondition('maxReleaseYear', 'release_year', undefined, filter.maxReleaseYear),
  ];
}

/** The values the catalogue offers for each counted control (read once per catalogue change). */
export interface LaptopOptionValues {
  brands: readonly string[];
  ramGb: readonly number[];
  storageGb: readonly number[];
  cpuFamilies: readonly CpuFamily[];
  gpuKinds: readonly GpuKind[];
  operatingSystems: readonly OperatingSystem[];
  releaseYears: readonly number[];
}

/**
 * Every control whose options show a count, each offering what the catalogue has: brands, memory and storage, processor
 * families, graphics kinds, operating systems, and the release years as either bound. Prices, screens and weights
 * are sliders over histograms instead.
 */
export function laptopOptionGroups(values: LaptopOptionValues): finder.OptionGroup[] {
  return [
    finder.choiceGroup('companyPaths', 'company_path', values.brands),
    finder.stepGroup('minRamGb', 'ram_gb', 'min', values.ramGb),
    finder.stepGroup('minStorageGb', 'storage_gb', 'min', values.storageGb),
    finder.choiceGroup('cpuFamilies', 'cpu_family', values.cpuFamilies),
    finder.choiceGroup('gpuKind', 'gpu_kind', values.gpuKinds),
    finder.choiceGroup('operatingSystems', 'os', values.operatingSystems),
    finder.stepGroup('minReleaseYear', 'release_year', 'min', values.releaseYears),
    finder.stepGroup('maxReleaseYear', 'release_year', 'max', values.releaseYears),
  ];
}

/** How the finder answers a checked filter: its conditions, its orders and its ranges' histograms. */
export const LAPTOP_FINDER_RULES = {
  conditions: laptopConditions,
  sortKeys: LAPTOP_SORT_KEYS,
  histograms: LAPTOP_HISTOGRAMS,
};
