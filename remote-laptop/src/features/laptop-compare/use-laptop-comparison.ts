import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppStore, type CompareItem } from '@gadgets/shared-ui';
import { COMPARE_QUERY_PARAMETER, decodeCompareList, encodeCompareList } from '@gadgets/shared-ui/widgets';

const sameList = (a: readonly CompareItem[], b: readonly CompareItem[]) =>
  a.length === b.length && a.every((item, index) => item.company === b[index]?.company && item.path === b[index]?.path);
const sameItem = (a: CompareItem, b: CompareItem) => a.company === b.company && a.path === b.path;

export interface LaptopComparison {
  /** The laptops on screen: a shared link's, or the visitor's own saved list. */
  items: CompareItem[];
  /** A shared link that differs from the saved list is on screen; the saved list is untouched. */
  viewingShared: boolean;
  unreadableLink: boolean;
  savedCount: number;
  keepShared: () => void;
  showSaved: () => void;
  remove: (item: CompareItem) => void;
  clear: () => void;
}

/**
 * Which laptops the comparison shows. A `?compare=` link from someone else is shown as it is, without overwriting
 * the visitor's own saved list unless they choose "Keep this comparison". Without a link (or once the link is the
 * saved list), the address carries the saved list, so it can be shared as it is.
 */
export function useLaptopComparison(): LaptopComparison {
  const saved = useAppStore((state) => state.compare.laptop);
  const replaceCompareList = useAppStore((state) => state.replaceCompareList);
  const removeFromCompare = useAppStore((state) => state.removeFromCompare);
  const clearCompare = useAppStore((state) => state.clearCompare);
  const [searchParams, setSearchParams] = useSearchParams();
  const linkValue = searchParams.get(COMPARE_QUERY_PARAMETER);
  const shared = linkValue === null ? undefined : decodeCompareList(linkValue);
  // The value this page last wrote for the saved list: the saved list changing must not make it look like a shared link.
  const written = useRef<string | null>(null);
  const viewingShared = Array.isArray(shared) && linkValue !== written.current && !sameList(shared, saved);
  const items = viewingShared ? shared : saved;

  /** `own`: the link is the saved list (written by this page), not someone else's comparison. */
  const setLink = (list: readonly CompareItem[] | null, own: boolean) => {
    const value = list && list.length > 0 ? encodeCompareList(list) : null;
    if (own) written.current = value;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === null) next.delete(COMPARE_QUERY_PARAMETER);
        else next.set(COMPARE_QUERY_PARAMETER, value);
        return next;
      },
      { replace: true },
    );
  };

  // Remembered: the address is rewritten to the saved list right after, but the visitor should still be told.
  const [unreadableLink, setUnreadableLink] = useState(false);
  useEffect(() => {
    if (shared === null && !unreadableLink) {
      setUnreadableLink(true);
      console.warn('The compare link could not be read; showing the saved compare list instead.');
    }
  }, [shared, unreadableLink]);

  // The address follows the saved list whenever no shared comparison is on screen.
  const wanted = saved.length > 0 ? encodeCompareList(saved) : null;
  useEffect(() => {
    if (viewingShared) return;
    written.current = wanted;
    if (linkValue !== wanted) setLink(saved, true);
    // setLink is recreated each render; the values it reads are listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewingShared, linkValue, wanted]);

  return {
    items,
    viewingShared,
    unreadableLink,
    savedCount: saved.length,
    keepShared: () => {
      if (viewingShared) replaceCompareList('laptop', shared);
    },
    showSaved: () => setLink(saved, true),
    remove: (item) => (viewingShared ? setLink(shared.filter((entry) => !sameItem(entry, item)), false) : removeFromCompare('laptop', item)),
    clear: () => (viewingShared ? setLink(saved, true) : clearCompare('laptop')),
  };
}
