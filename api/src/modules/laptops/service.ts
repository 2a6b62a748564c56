import { z } from 'zod';
import type { ReadCache } from '../../shared/cache';
import { createFinderRunner, optionalList, optionalNumber, type FinderHosting } from '../finder/finder-runner';
import {
  boundedNumber,
  brandPaths,
  finderItemModel,
  modelFinder,
  modelFinderArguments,
  yearsNewestFirst,
} from '../models/model-finder';
import { standingsFrom } from '../models/spec-standing';
import {
  LAPTOP_FINDER_COLUMNS,
  LAPTOP_FINDER_RULES,
  LAPTOP_STANDING_COLUMNS,
  laptopOptionGroups,
} from './finder-config';
import { CPU_FAMILIES, GPU_KINDS, OPERATING_SYSTEMS } from './finder-values';
import type { FacetRows, FinderRow, LaptopStore } from './store';

const LAPTOP_SORTS = ['PRICE_ASC', 'PRICE_DESC', 'WEIGHT_ASC', 'NEWEST', 'BATTERY_DESC', 'RATING_DESC'] as const;

const price = boundedNumber(0, 100_000_000, {
  whole: 'Price must be whole cents',
  below: 'Price cannot be negative',
  above: 'Price is too high',
});
const SCREEN_RANGE = 'Screen size must be between 7 and 25 inches';
const screen = boundedNumber(7, 25, { below: SCREEN_RANGE, above: SCREEN_RANGE });
const YEAR_RANGE = 'Year must be between 2000 and 2100';
const year = boundedNumber(2000, 2100, { whole: 'Year must be a whole year', below: YEAR_RANGE, above: YEAR_RANGE });

/** The finder's arguments as GraphQL hands them over (enums already checked by GraphQL, bounds checked here). */
const filterFields = {
  companyPaths: brandPaths('hp'),
  minPriceCents: price,
  maxPriceCents: price,
  minScreenInches: screen,
  maxScreenInches: screen,
  minRamGb: boundedNumber(1, 1024, {
    whole: 'Memory must be whole gigabytes',
    below: 'Memory must be at least 1 GB',
    above: 'Memory must be at most 1024 GB',
  }),
  minStorageGb: boundedNumber(1, 65_536, {
    whole: 'Storage must be whole gigabytes',
    below: 'Storage must be at least 1 GB',
    above: 'Storage must be at most 64 TB',
  }),
  maxWeightKg: optionalNumber(
    z.number().gt(0, 'Weight must be more than 0 kg').max(10, 'Weight must be at most 10 kg'),
  ),
  minBatteryWh: boundedNumber(0, 200, {
    below: 'Battery cannot be negative',
    above: 'Battery must be at most 200 Wh',
  }),
  cpuFamilies: optionalList(z.enum(CPU_FAMILIES), CPU_FAMILIES.length, 'processor families'),
  gpuKind: z
    .enum(GPU_KINDS)
    .nullish()
    .transform((value) => value ?? undefined),
  operatingSystems: optionalList(z.enum(OPERATING_SYSTEMS), OPERATING_SYSTEMS.length, 'operating systems'),
  minReleaseYear: year,
  maxReleaseYear: year,
};

const laptopArguments = modelFinderArguments(
  filterFields,
  ['minScreenInches', 'maxScreenInches', 'Smallest screen must not be above the largest screen'],
  LAPTOP_SORTS,
);

function finderItem(row: FinderRow) {
  return finderItemModel(row, {
    series: row.series,
    screenInches: row.screen_inches,
    ramGb: row.ram_gb,
    storageGb: row.storage_gb,
    weightKg: row.weight_kg,
    batteryWh: row.battery_wh,
    releaseYear: row.release_year,
    cpuFamily: row.cpu_family,
    gpuKind: row.gpu_kind,
    os: row.os,
  });
}

/**
 * The finder's index columns, its matches as the schema reads them, its name among the finder threads' indexes and the
 * catalogue section whose writes drop it.
 */
const LAPTOP_FINDER = { columns: LAPTOP_FINDER_COLUMNS, item: finderItem, name: 'laptops', section: 'laptop' } as const;

function facetAnswer(rows: FacetRows) {
  const values = (column: string) => rows.values.filter((row) => row.column === column);
  const numbers = (column: string) =>
    values(column)
      .map((row) => Number(row.value))
      .sort((a, b) => a - b);
  const range = (min: number | null, max: number | null) => (min === null || max === null ? null : { min, max });
  return {
    brands: rows.brands.map((row) => ({
      companyPath: row.company_path,
      companyName: row.company ?? row.company_path,
      count: row.total,
    })),
    ramOptions: numbers('ram_gb'),
    storageOptions: numbers('storage_gb'),
    cpuFamilies: CPU_FAMILIES.filter((family) => values('cpu_family').some((row) => row.value === family)),
    gpuKinds: GPU_KINDS.filter((kind) => values('gpu_kind').some((row) => row.value === kind)),
    operatingSystems: OPERATING_SYSTEMS.filter((os) => values('os').some((row) => row.value === os)),
    listPriceCents: range(rows.ranges.min_price, rows.ranges.max_price),
    screenInches: range(rows.ranges.min_screen, rows.ranges.max_screen),
    weightKg: range(rows.ranges.min_weight, rows.ranges.max_weight),
    releaseYears: range(rows.ranges.min_year, rows.ranges.max_year),
  };
}

/** `hosting`: where the index lives, and the ratings the best rated order reads (without them, no laptop is rated). */
export function createLaptopService(store: LaptopStore, cache: ReadCache, hosting: FinderHosting = {}) {
  const runner = createFinderRunner({ store, cache, ...hosting, ...LAPTOP_FINDER });
  const facets = runner.whileIndexed(async () => facetAnswer(await store.facets()));
  const finder = modelFinder(runner, {
    offered: async () => {
      const options = await facets();
      return {
        ...options,
        brands: options.brands.map(({ companyPath, companyName }) => ({ companyPath, companyName })),
        releaseYears: yearsNewestFirst(options.releaseYears?.min ?? null, options.releaseYears?.max ?? null),
      };
    },
    optionGroups: (options) =>
      laptopOptionGroups({
        brands: options.brands.map((brand) => brand.companyPath),
        ramGb: options.ramOptions,
        storageGb: options.storageOptions,
        cpuFamilies: options.cpuFamilies,
        gpuKinds: options.gpuKinds,
        operatingSystems: options.operatingSystems,
        releaseYears: options.releaseYears,
      }),
    arguments: laptopArguments,
    ...LAPTOP_FINDER_RULES,
  });

  return {
    ...finder,

    /** The whole catalogue's options (not narrowed by the filter), so a visitor can always widen a search. */
    facets,

    /** Where a laptop's battery, screen, weight and price stand among the listed laptops' (the finder index). */
    standing: standingsFrom(runner, LAPTOP_STANDING_COLUMNS),
  };
}

type LaptopService = ReturnType<typeof createLaptopService>;
export type LaptopFinderPageModel = Awaited<ReturnType<LaptopService['finder']>>;
