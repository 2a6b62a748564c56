import type { FinderCondition, FinderOptionGroup, FinderSortKey } from './finder-conditions';
import type { FinderHistogram, FinderHistogramSpec } from './finder-histograms';
import { FinderIndex, type FinderIndexColumns, type FinderNumberUpdate } from './finder-index';
import type { FinderStanding } from './finder-standing';

/** A page of ids with the exact total, and every option's count when they were asked for with it. */
export interface FinderPageAnswer {
  total: number;
  ids: number[];
  counts?: Map<string, readonly number[]> | undefined;
  histograms?: FinderHistogram[] | undefined;
}

/** What a page is asked with besides its models: option counts for these groups, histograms of these numbers. */
export interface FinderExtras {
  groups?: readonly FinderOptionGroup[] | undefined;
  histograms?: readonly FinderHistogramSpec[] | undefined;
}

/** What a finder asks of its index: a page, with every option's count when `groups` are given (one question). */
export interface FinderAnswers {
  page(
    conditions: readonly FinderCondition[],
    sort: FinderSortKey,
    offset: number,
    limit: number,
    extras?: FinderExtras,
  ): Promise<FinderPageAnswer>;
  /** Where a model's values stand among the models matching `among` (FinderIndex.standing). */
  standing(modelId: number, columns: readonly string[], among: readonly FinderCondition[]): Promise<FinderStanding[]>;
  /** New values of the index's live columns (models' ratings), on every copy of the index. */
  updateNumbers(update: FinderNumberUpdate): Promise<void>;
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

/** A page from an index, with the groups' option counts and the histograms asked for (one function for both hosts). */
export function answerPage<Row extends { model_id: number }>(
  index: FinderIndex<Row>,
  {
    conditions,
    sort,
    offset,
    limit,
  }: { conditions: readonly FinderCondition[]; sort: FinderSortKey; offset: number; limit: number },
  groups: readonly FinderOptionGroup[] | undefined,
  histograms?: readonly FinderHistogramSpec[],
): FinderPageAnswer {
  const page: FinderPageAnswer = index.page(conditions, sort, offset, limit);
  if (groups) page.counts = index.optionCounts(conditions, groups);
  if (histograms?.length) page.histograms = index.histograms(conditions, histograms);
  return page;
}

/** The index in this thread: answers are computed at once, in the request that asks. */
export const IN_PROCESS_INDEX: FinderIndexHost = {
  async build(_name, _generation, rows, columns) {
    const index = new FinderIndex(rows, columns);
    return {
      async page(conditions, sort, offset, limit, extras) {
        return answerPage(index, { conditions, sort, offset, limit }, extras?.groups, extras?.histograms);
      },
      async standing(modelId, columns, among) {
        return index.standing(modelId, columns, among);
      },
      async updateNumbers(update) {
        index.updateNumbers(update);
      },
    };
  },
  async close() {},
};

/** `host`, telling `onBuilt` of every index it builds: the finder, its models and the seconds it took (the metrics). */
export function observedFinderHost(
  host: FinderIndexHost,
  onBuilt: (finder: string, models: number, seconds: number) => void,
): FinderIndexHost {
  return {
    async build(name, generation, rows, columns) {
      const started = performance.now();
      const index = await host.build(name, generation, rows, columns);
      onBuilt(name, rows.length, (performance.now() - started) / 1000);
      return index;
    },
    close: () => host.close(),
  };
}
