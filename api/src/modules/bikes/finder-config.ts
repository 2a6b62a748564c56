import * as finder from '../finder/finder-kit';
import type { StandingColumn } from '../models/spec-standing';
import type { BikeFinderFilter } from './bike-catalogue-filter';

export const BIKE_SORTS = [
  'BRAND',
  'DISPLACEMENT_DESC',
  'DISPLACEMENT_ASC',
  'POWER_DESC',
  'MILEAGE_DESC',
  'RATING_DESC',
] as const;
export type BikeSort = (typeof BIKE_SORTS)[number];

/** The finder numbers of every bike (view bike_finder over the columns each write keeps), for the in-memory index. */
export interface BikeIndexRow {
  model_id: number;
  company_path: string;
  published: string;
  displacement_cc: number | null;
  power_hp: number | null;
  mileage_kmpl: number | null;
  list_price: number | null;
  price_currency: string | null;
  catalogue_order: string;
  torque_nm: number | null;
  weight_kg: number | null;
}

export const BIKE_FINDER_COLUMNS: finder.IndexColumns<BikeIndexRow> = {
  numbers: ['displacement_cc', 'power_hp', 'mileage_kmpl', 'list_price', 'torque_nm', 'weight_kg'],
  texts: ['company_path', 'published', 'price_currency', 'catalogue_order'],
  clusterBy: ['company_path', 'displacement_cc'],
  live: finder.RATING_COLUMNS,
};

export const BIKE_FINDER_TABLE = finder.finderTable(
  'bike_finder',
  BIKE_FINDER_COLUMNS,
  `f.model_id, m.id, m.company, m.company_path, m.path, m.name, m.series, m.img, m.published, m.price,
    m.list_price, m.price_currency, m.detail`,
);

/** Each sort ends with model_id so pages never overlap; a bike without the sorted number comes last. */
export const BIKE_SORT_KEYS: Record<BikeSort, finder.SortKey> = {
  BRAND: { column: 'catalogue_order', direction: 'ASC', tie: 'ASC' },
  DISPLACEMENT_DESC: { column: 'displacement_cc', direction: 'DESC', tie: 'ASC' },
  DISPLACEMENT_ASC: { column: 'displacement_cc', direction: 'ASC', tie: 'ASC' },
  POWER_DESC: { column: 'power_hp', direction: 'DESC', tie: 'ASC' },
  MILEAGE_DESC: { column: 'mileage_kmpl', direction: 'DESC', tie: 'ASC' },
  RATING_DESC: finder.RATING_SORT_KEY,
};

/** What a bike's page ranks it by (the schema's SpecStanding), among the published bikes. */
export const BIKE_STANDING_COLUMNS: readonly StandingColumn[] = [
  { key: 'POWER', column: 'power_hp', higherIsBetter: true },
  { key: 'TORQUE', column: 'torque_nm', higherIsBetter: true },
  { key: 'WEIGHT', column: 'weight_kg', higherIsBetter: false },
];

/** The bikes a bike's standing is among: the published ones (drafts are for admins only). */
export const BIKE_STANDING_AMONG = finder.anyOfCondition('published', 'published', ['YES']);

/**
 * A checked catalogue filter as the finder's conditions. A price bound compares list prices within the chosen
 * currency only (dollars and rupees do not mix); drafts are left out unless the reader may see them. The search term
 * arrives as the ids its lookup found.
 */
export function bikeConditions(
  filter: BikeFinderFilter,
  options: { publishedOnly: boolean; searchIds: readonly number[] | null },
): finder.Condition[] {
  return [
    ...(options.publishedOnly ? finder.anyOfCondition('published', 'published', ['YES']) : []),
    ...(options.searchIds ? [{ key: 'searchTerm', modelIds: options.searchIds }] : []),
    ...finder.anyOfCondition('companyPaths', 'company_path', filter.companyPaths ?? undefined),
    ...finder.rangeCondition('minDisplacementCc', 'displacement_cc', filter.minDisplacementCc ?? undefined, undefined),
    ...finder.rangeCondition('maxDisplacementCc', 'displacement_cc', undefined, filter.maxDisplacementCc ?? undefined),
    ...finder.anyOfCondition(
      'priceCurrency',
      'price_currency',
      filter.priceCurrency ? [filter.priceCurrency] : undefined,
    ),
    ...finder.rangeCondition('minPrice', 'list_price', filter.minPrice ?? undefined, undefined),
    ...finder.rangeCondition('maxPrice', 'list_price', undefined, filter.maxPrice ?? undefined),
  ];
}

/**
 * The engine size a visitor sets with a slider over a histogram (bars of 25 cc or more), counted with every other
 * filter applied. List prices are in several currencies, so they have no one histogram.
 */
export const BIKE_HISTOGRAMS: readonly finder.HistogramSpec[] = [
  { key: 'displacementCc', column: 'displacement_cc', controls: ['minDisplacementCc', 'maxDisplacementCc'], unit: 25 },
];

/** The engine sizes each bound offers; the API counts every step, so the catalogue shows "(N)" and disables dead ends. */
export const BIKE_DISPLACEMENT_STEPS = [100, 125, 150, 200, 250, 300, 400, 500, 650, 750, 900, 1000, 1200] as const;

/** Every control whose options show a count: brands and currencies as the catalogue has them, the engine steps. */
export function bikeOptionGroups(brands: readonly string[], currencies: readonly string[]): finder.OptionGroup[] {
  return [
    finder.choiceGroup('companyPaths', 'company_path', brands),
    finder.stepGroup('minDisplacementCc', 'displacement_cc', 'min', BIKE_DISPLACEMENT_STEPS),
    finder.stepGroup('maxDisplacementCc', 'displacement_cc', 'max', BIKE_DISPLACEMENT_STEPS),
    finder.choiceGroup('priceCurrency', 'price_currency', currencies),
  ];
}
