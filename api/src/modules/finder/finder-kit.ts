/**
 * What a category's finder configuration is written with, in one import (`import * as finder from
 * '../finder/finder-kit'`): its conditions, its option groups, its in-memory index and its table.
 */
import type { FinderSortKey } from './finder-conditions';
import type { FinderIndexColumns } from './finder-index';
import type { FinderTable } from './finder-store';

export { anyOfCondition, rangeCondition, RATING_COLUMNS } from './finder-conditions';
export type {
  FinderCondition as Condition,
  FinderOptionGroup as OptionGroup,
  FinderSortKey as SortKey,
} from './finder-conditions';
export type { FinderHistogramSpec as HistogramSpec } from './finder-histograms';
export type { FinderIndexColumns as IndexColumns } from './finder-index';
export { choiceGroup, stepGroup } from './finder-options';
export type { FinderTable as Table } from './finder-store';

/** A finder's table: the index reads every index column (numbers, then texts); a page reads its own columns. */
export function finderTable<Row>(
  table: string,
  columns: FinderIndexColumns<Row>,
  pageColumns: string,
  options: Omit<FinderTable, 'table' | 'indexColumns' | 'pageColumns'> = {},
): FinderTable {
  return { table, ...options, indexColumns: [...columns.numbers, ...columns.texts], pageColumns };
}

/**
 * The orders every model finder (phones, laptops) offers, as the front ends' `NEWEST_AND_PRICE_SORTS`; each ends with
 * model_id so pages never overlap, and a model without the sorted number comes last.
 */
export const NEWEST_AND_PRICE_SORT_KEYS = {
  NEWEST: { column: 'released', direction: 'DESC', tie: 'ASC' },
  PRICE_ASC: { column: 'price_cents', direction: 'ASC', tie: 'ASC' },
  PRICE_DESC: { column: 'price_cents', direction: 'DESC', tie: 'DESC' },
} as const satisfies Record<string, FinderSortKey>;

/**
 * Best rated first, which every finder of reviewed models offers (phones, laptops, bikes; the front ends'
 * `BEST_RATED_SORT`; its index keeps RATING_COLUMNS as live columns): the average of a model's visible reviews, then
 * the more reviews, then the model id; a model without reviews last.
 */
export const RATING_SORT_KEY = {
  column: 'rating_average',
  direction: 'DESC',
  then: { column: 'rating_count', direction: 'DESC' },
  tie: 'ASC',
} as const satisfies FinderSortKey;
