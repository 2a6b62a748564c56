import { useQuery } from 'urql';
import { COMPARE_LIMIT, type CompareItem } from '@gadgets/shared-ui';
import { MobileComparePage_FeatureQuery, type ComparedMobile } from './mobile-compare-queries';

export interface ComparedSlot {
  item: CompareItem;
  mobile: ComparedMobile | null;
  fetching: boolean;
  error?: Error;
}

/**
 * The spec of each phone in the list. The list holds at most three, so there are exactly three
 * query slots (hooks cannot vary in number); unused ones are paused.
 */
export function useComparedMobiles(items: readonly CompareItem[]): ComparedSlot[] {
  const slots = [useSlot(items[0]), useSlot(items[1]), useSlot(items[2])];
  return slots.slice(0, Math.min(items.length, COMPARE_LIMIT)).filter((slot): slot is ComparedSlot => slot !== null);
}

function useSlot(item: CompareItem | undefined): ComparedSlot | null {
  const [result] = useQuery({
    query: MobileComparePage_FeatureQuery,
    variables: { company: item?.company ?? '', path: item?.path ?? '' },
    pause: !item,
  });
  if (!item) return null;
  return { item, mobile: result.data?.mobileFeature ?? null, fetching: result.fetching && !result.data, error: result.error };
}
