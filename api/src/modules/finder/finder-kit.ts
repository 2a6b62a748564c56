/**
 * What a category's finder configuration is written with, in one import (`import * as finder from
 * '../finder/finder-kit'`): its conditions, its option groups, its in-memory index and its table.
 */
import type { FinderIndexColumns } from './finder-index';
import type { FinderTable } from './finder-store';

export { anyOfCondition, rangeCondition } from './finder-conditions';
export type {
  FinderCondition as Condition,
  FinderOptionGroup as OptionGroup,
  FinderSortKey as SortKey,
} from './finder-conditions';
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
