import type { FinderCondition, FinderOptionGroup, FinderSortKey } from './finder-conditions';
import { FinderIndex, type FinderIndexColumns } from './finder-index';

/** What a finder asks of its index: a page of ids with the exact total, and every option's count. */
export interface FinderAnswers {
  page(
    conditions: readonly FinderCondition[],
    sort: FinderSortKey,
    offset: number,
    limit: number,
  ): Promise<{ total: number; ids: number[] }>;
  optionCounts(
    conditions: readonly FinderCondition[],
    groups: readonly FinderOptionGroup[],
  ): Promise<Map<string, readonly number[]>>;
}

/**
 * Where a category's finder index lives: in this thread, or in finder threads (finder-threads.ts) that count while
 * this one answers other requests. `name` is the finder's (one per category); `generation` numbers its loads in the order
 * they started, so an index read before a catalogue change but built after the next one never replaces the newer.
 */
export interface FinderIndexHost {
  build<Row extends { model_id: number }>(
    name: string,
    generation: number,
    rows: readonly Row[],
    columns: FinderIndexColumns<Row>,
  ): Promise<FinderAnswers>;
  close(): Promise<void>;
}

/** The index in this thread: answers are computed at once, in the request that asks. */
export const IN_PROCESS_INDEX: FinderIndexHost = {
  async build(_name, _generation, rows, columns) {
    const index = new FinderIndex(rows, columns);
    return {
      async page(conditions, sort, offset, limit) {
        return index.page(conditions, sort, offset, limit);
      },
      async optionCounts(conditions, groups) {
        return index.optionCounts(conditions, groups);
      },
    };
  },
  async close() {},
};
