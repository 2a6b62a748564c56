import type { FinderCondition, FinderOptionGroup, FinderSortKey } from './finder-conditions';

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
      columns: { numbers: readonly string[]; texts: readonly string[]; clusterBy?: readonly string[] | undefined };
    }
  | {
      type: 'page';
      name: string;
      conditions: readonly FinderCondition[];
      sort: FinderSortKey;
      offset: number;
      limit: number;
    }
  | {
      type: 'optionCounts';
      name: string;
      conditions: readonly FinderCondition[];
      groupsId: number;
      /** Sent the first time a thread is asked about these groups; later requests name them by id. */
      groups?: readonly FinderOptionGroup[];
    }
  | { type: 'forgetGroups'; groupsId: number }
);

export type ThreadResult = { total: number; ids: number[] } | Map<string, readonly number[]> | null;

export type ThreadAnswer = { id: number } & (
  { result: ThreadResult; error?: undefined } | { error: string; result?: undefined }
);
