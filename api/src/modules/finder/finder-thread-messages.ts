import type { FinderCondition, FinderOptionGroup, FinderSortKey } from './finder-conditions';
import type { FinderNumberUpdate } from './finder-index';
import type { FinderHistogramSpec } from './finder-histograms';
import type { FinderPageAnswer } from './finder-index-host';
import type { FinderStanding } from './finder-standing';

/** Option groups named by the id the main thread gave them, and sent along the first time a thread is asked. */
export interface GroupsReference {
  groupsId: number;
  groups?: readonly FinderOptionGroup[];
}

/** An index row as a thread receives it: a model's id and its finder columns. */
export type ThreadIndexRow = { model_id: number; [column: string]: unknown };

/** What the main thread asks a finder thread (finder-thread.ts); `id` comes back with the answer. */
export type ThreadRequest = { id: number } & (
  | {
      type: 'build';
      name: string;
      generation: number;
      rows: readonly ThreadIndexRow[];
      /** The category's FinderIndexColumns, as plain names. */
      columns: {
        numbers: readonly string[];
        texts: readonly string[];
        clusterBy?: readonly string[] | undefined;
        live?: readonly string[] | undefined;
      };
    }
  | {
      type: 'page';
      name: string;
      conditions: readonly FinderCondition[];
      sort: FinderSortKey;
      offset: number;
      limit: number;
      /** The option groups to count with the page, if any. */
      counted?: GroupsReference;
      /** The numbers to count histograms of with the page, if any (a few small objects, sent each time). */
      histograms?: readonly FinderHistogramSpec[] | undefined;
    }
  | {
      type: 'standing';
      name: string;
      modelId: number;
      columns: readonly string[];
      among: readonly FinderCondition[];
    }
  | { type: 'updateNumbers'; name: string; update: FinderNumberUpdate }
  | { type: 'forgetGroups'; groupsId: number }
);

export type ThreadResult = FinderPageAnswer | FinderStanding[] | null;

export type ThreadAnswer = { id: number } & (
  { result: ThreadResult; error?: undefined } | { error: string; result?: undefined }
);
