import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppStore } from '@gadgets/shared-ui';
import type { CompareCategory, CompareItem } from '@gadgets/shared-ui';
import { COMPARE_QUERY_PARAMETER, decodeCompareList, encodeCompareList } from './compare-link';

const sameList = (a: readonly CompareItem[], b: readonly CompareItem[]) =>
  a.length === b.length && a.every((item, index) => item.company === b[index]?.company && item.path === b[index]?.path);

/**
 * Keeps `?compare=` and the stored compare list of a category in step. A link that arrives with a
 * readable list replaces the stored one (that is what sharing means); an unreadable value is ignored
 * with a warning. From then on the address bar always carries the current list, so it can be shared.
 */
export function useCompareUrlSync(category: CompareCategory): { unreadableLink: boolean } {
  const list = useAppStore((state) => state.compare[category]);
  const replaceCompareList = useAppStore((state) => state.replaceCompareList);
  const [searchParams, setSearchParams] = useSearchParams();
  const [unreadableLink, setUnreadableLink] = useState(false);
  const initialised = useRef(false);
  const current = searchParams.get(COMPARE_QUERY_PARAMETER);

  useEffect(() => {
    if (!initialised.current) {
      initialised.current = true;
      if (current !== null) {
        const shared = decodeCompareList(current);
        if (shared === null) {
          console.warn('The compare link could not be read; showing the saved compare list instead.');
          setUnreadableLink(true);
        } else if (!sameList(shared, list)) {
          replaceCompareList(category, shared);
          return;
        }
      }
    }
    const wanted = list.length > 0 ? encodeCompareList(list) : null;
    if (current === wanted) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (wanted === null) next.delete(COMPARE_QUERY_PARAMETER);
        else next.set(COMPARE_QUERY_PARAMETER, wanted);
        return next;
      },
      { replace: true },
    );
  }, [category, list, current, replaceCompareList, setSearchParams]);

  return { unreadableLink };
}
