import type { Constraint, PartAttributes } from '@gadgets/pc-compatibility';
import type { Queryable } from '../../db/database';
import { toPrefixQuery } from '../models/store';

export interface PcPartRow {
  id: string;
  category: string;
  manufacturer: string;
  name: string;
  release_year: number | null;
  specs: Record<string, unknown>;
  list_price_cents: number | null;
  price_currency: string | null;
  price_source: string | null;
  price_source_url: string | null;
}

const COLUMNS =
  'id, category, manufacturer, name, release_year, specs, list_price_cents, price_currency, price_source, price_source_url';

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
 * The picker's order: the value (unknown last either way), then name and id, as the pc_parts_order_* indexes hold it.
 * Names are never null, so the name order is written without NULLS LAST to match pc_parts_category backwards too.
 */
function orderBy(sort: PcPartSortField, descending: boolean): string {
  const direction = descending ? 'DESC' : 'ASC';
  if (sort === 'NAME') return `name ${direction}, id`;
  return `${SORT_COLUMNS[sort]} ${direction} NULLS LAST, name, id`;
}

export interface PartQuery {
  category: string;
  search: string | null;
  manufacturers: string[];
  sockets: string[];
  memoryTypes: string[];
  boardFormFactors: string[];
  storageInterfaces: string[];
  minCapacityGb: number | null;
  maxPriceCents: number | null;
  /** The engine's conditions for 'compatible only' (unknown values pass, as in the engine). */
  constraints: Constraint[];
}

/** A candidate whose value is unknown passes, as the engine never reports an error on an unknown value. */
function constraintClause(constraint: Constraint, params: unknown[]): string {
  const column = ATTRIBUTE_COLUMNS[constraint.attribute];
  if ('includesAny' in constraint) {
    params.push(constraint.includesAny);
    return `(cardinality(${column}) = 0 OR ${column} && $${params.length}::text[])`;
  }
  if ('oneOf' in constraint) {
    params.push(constraint.oneOf);
    return `(${column} IS NULL OR ${column} = ANY($${params.length}::text[]))`;
  }
  params.push('atLeast' in constraint ? constraint.atLeast : constraint.atMost);
  return `(${column} IS NULL OR ${column} ${'atLeast' in constraint ? '>=' : '<='} $${params.length})`;
}

/** The columns the picker's own filters compare (index pc_parts_picker_filter holds these and ATTRIBUTE_COLUMNS). */
export const LIST_FILTER_COLUMNS = [
  'manufacturer',
  'socket',
  'memory_type',
  'board_form_factor',
  'storage_interface',
  'capacity_gb',
  'list_price_cents',
] as const;

function whereClause(query: PartQuery, params: unknown[]): string {
  params.push(query.category);
  const where = ['category = $1'];
  const tsQuery = query.search ? toPrefixQuery(query.search) : null;
  if (tsQuery) {
    params.push(tsQuery);
    where.push(`search_vector @@ to_tsquery('simple', $${params.length})`);
  }
  const lists: [string[], (typeof LIST_FILTER_COLUMNS)[number]][] = [
    [query.manufacturers, 'manufacturer'],
    [query.sockets, 'socket'],
    [query.memoryTypes, 'memory_type'],
    [query.boardFormFactors, 'board_form_factor'],
    [query.storageInterfaces, 'storage_interface'],
  ];
  for (const [values, column] of lists) {
    if (values.length === 0) continue;
    params.push(values);
    where.push(`${column} = ANY($${params.length}::text[])`);
  }
  if (query.minCapacityGb !== null) {
    params.push(query.minCapacityGb);
    where.push(`capacity_gb >= $${params.length}`);
  }
  if (query.maxPriceCents !== null) {
    params.push(query.maxPriceCents);
    where.push(`list_price_cents <= $${params.length}`);
  }
  for (const constraint of query.constraints) where.push(constraintClause(constraint, params));
  return where.join(' AND ');
}

export function createPcPartStore(db: Queryable) {
  return {
    async list(category: string | null, search: string | null, limit: number): Promise<PcPartRow[]> {
      const tsQuery = search ? toPrefixQuery(search) : null;
      // pc parts: one category and/or a prefix search (indexes pc_parts_category, pc_parts_search)
      return db.query<PcPartRow>(
        `SELECT ${COLUMNS} FROM pc_parts
         WHERE ($1::text IS NULL OR category = $1) AND ($2::text IS NULL OR search_vector @@ to_tsquery('simple', $2))
         ORDER BY category, manufacturer, name LIMIT $3`,
        [category, tsQuery, limit],
      );
    },

    async page(
      query: PartQuery,
      sort: PcPartSortField,
      descending: boolean,
      limit: number,
      offset: number,
    ): Promise<PcPartRow[]> {
      const params: unknown[] = [];
      const where = whereClause(query, params);
      params.push(limit, offset);
      // pc parts: one picker page of a category, filtered on the seed-time columns, read in the order of one of the
      // pc_parts_order_* indexes (migration 082) and stopped after the page
      return db.query<PcPartRow>(
        `SELECT ${COLUMNS} FROM pc_parts WHERE ${where}
         ORDER BY ${orderBy(sort, descending)} LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
    },

    async count(query: PartQuery): Promise<number> {
      const params: unknown[] = [];
      const where = whereClause(query, params);
      // pc parts: how many parts match a picker filter
      const rows = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM pc_parts WHERE ${where}`,
        params,
      );
      return rows[0]?.count ?? 0;
    },

    async manufacturers(category: string): Promise<string[]> {
      // pc parts: the makers of one category, for the picker's filter. Each step jumps to the next maker in index
      // pc_parts_manufacturer, so the cost follows the number of makers, not of parts (DISTINCT reads every part).
      const rows = await db.query<{ manufacturer: string }>(
        `WITH RECURSIVE makers AS (
           SELECT min(manufacturer) AS manufacturer FROM pc_parts WHERE category = $1
           UNION ALL
           SELECT (SELECT min(manufacturer) FROM pc_parts WHERE category = $1 AND manufacturer > makers.manufacturer)
           FROM makers WHERE makers.manufacturer IS NOT NULL
         )
         SELECT manufacturer FROM makers WHERE manufacturer IS NOT NULL`,
        [category],
      );
      return rows.map((row) => row.manufacturer);
    },

    async findMany(ids: string[]): Promise<PcPartRow[]> {
      if (ids.length === 0) return [];
      // pc parts: several parts by id in one round trip
      return db.query<PcPartRow>(`SELECT ${COLUMNS} FROM pc_parts WHERE id = ANY($1::text[])`, [ids]);
    },
  };
}

export type PcPartStore = ReturnType<typeof createPcPartStore>;
