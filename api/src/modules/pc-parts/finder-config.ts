import {
  type Constraint,
  type PartAttributes,
  type PartCategory,
  PART_FILTERS,
  partFilter,
} from '@gadgets/pc-compatibility';
import * as finder from '../finder/finder-kit';
import type { StandingColumn } from '../models/spec-standing';

/** The picker's numbers of every part (view pc_part_finder over the columns the seed writes), for the in-memory index. */
export interface PcPartIndexRow {
  model_id: number;
  category: string;
  manufacturer: string;
  sort_name: string;
  [column: string]: string | number | null;
}

const NUMBER_COLUMNS = [
  'list_price_cents',
  'release_year',
  'memory_slots',
  'memory_max_gb',
  'module_count',
  'capacity_gb',
  'm2_slots',
  'sata_ports',
  'length_mm',
  'tower_height_mm',
  'max_gpu_length_mm',
  'max_cooler_height_mm',
  'max_psu_length_mm',
  'wattage_w',
  'tdp_w',
  'cores',
  'boost_clock_ghz',
  'speed_mts',
  'memory_gb',
  'slot_width',
  'cas_latency',
  'airflow_cfm',
  'screen_size_in',
  'refresh_rate_hz',
] as const;

/** Texts; the supported_* ones are lists joined with '|' (the view's), matched item by item. */
const TEXT_COLUMNS = [
  'category',
  'manufacturer',
  'sort_name',
  'socket',
  'memory_type',
  'board_form_factor',
  'psu_form_factor',
  'storage_interface',
  'supported_sockets',
  'supported_memory_types',
  'supported_board_form_factors',
  'supported_psu_form_factors',
  'series',
  'integrated_graphics',
  'chipset_maker',
  'chipset',
  'power_connectors',
  'wifi',
  'modules',
  'storage_type',
  'drive_interface',
  'form_factor',
  'efficiency',
  'modular',
  'side_panel',
  'cooler_type',
  'radiator_size',
  'fan_size',
  'fan_pack',
  'fan_pwm',
  'resolution',
  'panel_type',
] as const;

export const PC_PART_FINDER_COLUMNS: finder.IndexColumns<PcPartIndexRow> = {
  numbers: NUMBER_COLUMNS,
  texts: TEXT_COLUMNS,
  clusterBy: ['manufacturer', 'list_price_cents'],
};

/**
 * One finder per category (a picker lists one category): each index holds a category's parts only, so a request walks
 * an eighth of the parts, and a category's index is built when its picker is first opened.
 */
export function pcPartFinderTable(category: PartCategory): finder.Table {
  return finder.finderTable(
    'pc_part_finder',
    PC_PART_FINDER_COLUMNS,
    `f.model_id, f.model_id AS finder_id, f.id, f.category, f.manufacturer, f.name, f.release_year, f.specs, f.list_price_cents,
      f.price_currency, f.price_source, f.price_source_url, f.price_kind, f.price_sources`,
    {
      from: 'pc_part_finder f',
      // The category is one of the engine's fixed names, never a request's text.
      indexWhere: `category = '${category}'`,
    },
  );
}

/** The stored column of each engine attribute (written at seed time from partAttributes). */
export const ATTRIBUTE_COLUMNS: Record<keyof PartAttributes, string> = {
  socket: 'socket',
  supportedSockets: 'supported_sockets',
  memoryType: 'memory_type',
  supportedMemoryTypes: 'supported_memory_types',
  boardFormFactor: 'board_form_factor',
  psuFormFactor: 'psu_form_factor',
  supportedBoardFormFactors: 'supported_board_form_factors',
  supportedPsuFormFactors: 'supported_psu_form_factors',
  memorySlots: 'memory_slots',
  memoryMaxGb: 'memory_max_gb',
  moduleCount: 'module_count',
  capacityGb: 'capacity_gb',
  m2Slots: 'm2_slots',
  sataPorts: 'sata_ports',
  storageInterface: 'storage_interface',
  lengthMm: 'length_mm',
  towerHeightMm: 'tower_height_mm',
  maxGpuLengthMm: 'max_gpu_length_mm',
  maxCoolerHeightMm: 'max_cooler_height_mm',
  maxPsuLengthMm: 'max_psu_length_mm',
  wattageW: 'wattage_w',
  tdpW: 'tdp_w',
};

export const SORT_COLUMNS = {
  NAME: 'name',
  PRICE: 'list_price_cents',
  RELEASE_YEAR: 'release_year',
  CORES: 'cores',
  BOOST_CLOCK: 'boost_clock_ghz',
  TDP: 'tdp_w',
  MEMORY_SPEED: 'speed_mts',
  CAPACITY: 'capacity_gb',
  WATTAGE: 'wattage_w',
  LENGTH: 'length_mm',
} as const;
export type PcPartSortField = keyof typeof SORT_COLUMNS;

/**
 * The numbers a part's page ranks it by among its category's parts (a picker's index holds one category), where the
 * part states them: a processor's cores and TDP, a graphics card's TDP, and every part's list price.
 */
export const PC_PART_STANDING_COLUMNS: readonly StandingColumn[] = [
  { key: 'CORES', column: 'cores', higherIsBetter: true },
  { key: 'TDP', column: 'tdp_w', higherIsBetter: false },
  { key: 'PRICE', column: 'list_price_cents', higherIsBetter: false, scale: 0.01 },
];

/** A picker order: the value (unknown last either way), then the part's number so pages never overlap. */
export function pcPartSortKey(sort: PcPartSortField, descending: boolean): finder.SortKey {
  return {
    column: sort === 'NAME' ? 'sort_name' : SORT_COLUMNS[sort],
    direction: descending ? 'DESC' : 'ASC',
    tie: 'ASC',
  };
}

/**
 * Newest in the catalogue first, the order a followed picker search is checked in (a part that starts matching is on its
 * first page). Parts have no release date (a year at most, which a third of them lack and many share), so the order they
 * entered the catalogue stands in: a part's finder number, given when a data release first adds it and kept by later
 * ones. A picker's index holds one category, so ordering by it leaves the order to the numbers, highest first.
 */
export const NEWEST_IN_CATALOGUE: finder.SortKey = { column: 'category', direction: 'ASC', tie: 'DESC' };

/** The picker's own filters, checked (see service.ts). */
export interface PartQuery {
  category: string;
  /** The parts a search term found; null when there is no term. */
  searchIds: readonly number[] | null;
  manufacturers: string[];
  sockets: string[];
  memoryTypes: string[];
  boardFormFactors: string[];
  storageInterfaces: string[];
  minCapacityGb: number | null;
  maxPriceCents: number | null;
  /** The category's own filters (PART_FILTERS), each checked to be one of the category's. */
  fields: readonly FieldFilter[];
  /** The compatibility engine's conditions for 'compatible only'. */
  constraints: Constraint[];
}

/** One of a category's filters as the API takes it: the values of a choice, the bounds of a number. */
export interface FieldFilter {
  field: string;
  values?: readonly string[] | null;
  min?: number | null;
  max?: number | null;
}

/** A category filter's condition; none when it sets nothing. The field is known to be the category's (checked). */
function fieldConditions(category: PartCategory, field: FieldFilter): finder.Condition[] {
  const filter = partFilter(category, field.field)!;
  if (filter.kind === 'choice') {
    return field.values?.length
      ? [{ key: filter.key, column: filter.column, anyOf: field.values, listed: filter.listed ?? false }]
      : [];
  }
  return finder.rangeCondition(filter.key, filter.column, field.min ?? undefined, field.max ?? undefined);
}

/**
 * One of the engine's constraints as a finder condition. A part whose value is unknown passes, as the engine never
 * reports a problem on a value the data does not state; a list attribute (the sockets a cooler takes) matches when
 * any of its items is wanted.
 */
function constraintCondition(constraint: Constraint): finder.Condition {
  const column = ATTRIBUTE_COLUMNS[constraint.attribute];
  const key = 'compatibleWith';
  if ('includesAny' in constraint) return { key, column, anyOf: constraint.includesAny, listed: true, orUnknown: true };
  if ('oneOf' in constraint) return { key, column, anyOf: constraint.oneOf, orUnknown: true };
  if ('atLeast' in constraint) return { key, column, min: constraint.atLeast, orUnknown: true };
  return { key, column, max: constraint.atMost, orUnknown: true };
}

/** The picker's query as the finder's conditions; the category and the build's constraints apply to every count. */
export function pcPartConditions(query: PartQuery): finder.Condition[] {
  return [
    { key: 'category', column: 'category', anyOf: [query.category] },
    ...(query.searchIds ? [{ key: 'search', modelIds: query.searchIds }] : []),
    ...finder.anyOfCondition('manufacturers', 'manufacturer', query.manufacturers),
    ...finder.anyOfCondition('sockets', 'socket', query.sockets),
    ...finder.anyOfCondition('memoryTypes', 'memory_type', query.memoryTypes),
    ...finder.anyOfCondition('boardFormFactors', 'board_form_factor', query.boardFormFactors),
    ...finder.anyOfCondition('storageInterfaces', 'storage_interface', query.storageInterfaces),
    ...finder.rangeCondition('minCapacityGb', 'capacity_gb', query.minCapacityGb ?? undefined, undefined),
    ...finder.rangeCondition('maxPriceCents', 'list_price_cents', undefined, query.maxPriceCents ?? undefined),
    ...query.fields.flatMap((field) => fieldConditions(query.category as PartCategory, field)),
    ...query.constraints.map(constraintCondition),
  ];
}

/** The highest list prices the picker offers, in cents. */
export const PRICE_STEPS = [5000, 10000, 20000, 30000, 50000, 100000, 200000] as const;
/** The smallest capacities the picker offers (memory kits and drives), in GB. */
export const CAPACITY_STEPS = [16, 32, 64, 500, 1000, 2000, 4000] as const;

/** The values each choice control of a category offers, as the catalogue has them. */
export interface PartChoices {
  manufacturers: string[];
  /** The filters before PART_FILTERS (still answered): only where the category has values. */
  sockets: string[];
  memoryTypes: string[];
  boardFormFactors: string[];
  storageInterfaces: string[];
  /** Each choice filter's values, by its key. */
  fields: Record<string, string[]>;
}

/** Every picker control whose options show a count: maker, price, the category's own filters and the older ones. */
export function pcPartOptionGroups(category: PartCategory, choices: PartChoices): finder.OptionGroup[] {
  const older = (key: string, column: string, values: string[]) =>
    values.length ? [finder.choiceGroup(key, column, values)] : [];
  return [
    finder.choiceGroup('manufacturers', 'manufacturer', choices.manufacturers),
    finder.stepGroup('maxPriceCents', 'list_price_cents', 'max', PRICE_STEPS),
    ...PART_FILTERS[category].map((filter): finder.OptionGroup => {
      if (filter.kind !== 'choice') return finder.stepGroup(filter.key, filter.column, filter.kind, filter.steps);
      const listed = filter.listed ?? false;
      return {
        key: filter.key,
        options: (choices.fields[filter.key] ?? []).map((value) => ({
          value,
          condition: { key: filter.key, column: filter.column, anyOf: [value], listed },
        })),
      };
    }),
    ...older('sockets', 'socket', choices.sockets),
    ...older('memoryTypes', 'memory_type', choices.memoryTypes),
    ...older('boardFormFactors', 'board_form_factor', choices.boardFormFactors),
    ...older('storageInterfaces', 'storage_interface', choices.storageInterfaces),
    ...(category === 'ram' || category === 'storage'
      ? [finder.stepGroup('minCapacityGb', 'capacity_gb', 'min', CAPACITY_STEPS)]
      : []),
  ];
}
