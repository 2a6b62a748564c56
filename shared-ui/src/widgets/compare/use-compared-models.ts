import { useQuery } from 'urql';
import type { TypedDocumentNode } from '@urql/core';
import { COMPARE_LIMIT, type CompareItem } from '@gadgets/shared-ui';

/** One column of a comparison: the listed item and, once loaded, its model (null when not found). */
export interface ComparedSlot<Model> {
  item: CompareItem;
  model: Model | null;
  fetching: boolean;
  error?: Error;
}

type FeatureQuery<Result> = TypedDocumentNode<Result, { company: string; path: string }>;

/**
 * The detail of each listed model, one query per column. A compare list holds at most three, so there are
 * exactly three query slots (hooks cannot vary in number); unused ones are paused.
 */
export function useComparedModels<Result, Model>(
  items: readonly CompareItem[],
  query: FeatureQuery<Result>,
  modelOf: (data: Result) => Model | null | undefined,
): ComparedSlot<Model>[] {
  const slots = [
    useSlot(items[0], query, modelOf),
    useSlot(items[1], query, modelOf),
    useSlot(items[2], query, modelOf),
  ];
  return slots
    .slice(0, Math.min(items.length, COMPARE_LIMIT))
    .filter((slot): slot is ComparedSlot<Model> => slot !== null);
}

function useSlot<Result, Model>(
  item: CompareItem | undefined,
  query: FeatureQuery<Result>,
  modelOf: (data: Result) => Model | null | undefined,
): ComparedSlot<Model> | null {
  const [result] = useQuery({
    query,
    variables: { company: item?.company ?? '', path: item?.path ?? '' },
    pause: !item,
  });
  if (!item) return null;
  return {
    item,
    model: (result.data && modelOf(result.data)) ?? null,
    fetching: result.fetching && !result.data,
    error: result.error,
  };
}
