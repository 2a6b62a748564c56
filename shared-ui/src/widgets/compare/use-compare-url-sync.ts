import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppStore } from '@gadgets/shared-ui';
import type { ComparableSectionName, CompareItem } from '@gadgets/shared-ui';
import { COMPARE_QUERY_PARAMETER, decodeCompareList, encodeCompareList } from './compare-link';

const sameItem = (a: CompareItem, b: CompareItem) => a.company === b.company && a.path === b.path;
const sameList = (a: readonly CompareItem[], b: readonly CompareItem[]) =>
  a.length === b.length && a.every((item, index) => b[index] !== undefined && sameItem(item, b[index]));

export interface CompareView {
  /** The models on screen: a shared link's while viewing one, else the visitor's saved list. */
  items: readonly CompareItem[];
  /** True while a shared link that differs from the saved list is shown. */
  viewingShared: boolean;
  /** How many models the visitor's own saved list holds. */
  savedCount: number;
  /** Saves the shared comparison as the visitor's own list. */
  keepShared: () => void;
  /** Leaves the shared comparison for the visitor's saved list. */
  showSavedList: () => void;
  remove: (item: CompareItem) => void;
  clear: () => void;
  /** The link's value could not be read (the saved list is shown instead). */
  unreadableLink: boolean;
}

/** What the address held when the page opened: a readable shared list, an unreadable one, or none. */
function readSharedLink(value: string | null): { shared: CompareItem[] | null; unreadable: boolean } {
  if (value === null) return { shared: null, unreadable: false };
  const shared = decodeCompareList(value);
  if (shared === null) console.warn('The compare link could not be read; showing the saved compare list instead.');
  return { shared, unreadable: shared === null };
}

/**
 * The comparison a page shows, and `?compare=` kept in step with it. A shared link shows the sender's models
 * without touching the visitor's saved list until they choose to keep it; otherwise the address bar always
 * carries the saved list, so any comparison can be shared by copying the address.
 */
export function useCompareUrlSync(section: ComparableSectionName): CompareView {
  const saved = useAppStore((state) => state.compare[section]);
  const replaceCompareList = useAppStore((state) => state.replaceCompareList);
  const removeFromCompare = useAppStore((state) => state.removeFromCompare);
  const clearCompare = useAppStore((state) => state.clearCompare);
  const [searchParams, setSearchParams] = useSearchParams();
  const [opened] = useState(() => readSharedLink(searchParams.get(COMPARE_QUERY_PARAMETER)));
  const [shared, setShared] = useState(() => (opened.shared && !sameList(opened.shared, saved) ? opened.shared : null));
  const items = shared ?? saved;
  const current = searchParams.get(COMPARE_QUERY_PARAMETER);

  useEffect(() => {
    const wanted = items.length > 0 ? encodeCompareList(items) : null;
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
  }, [items, current, setSearchParams]);

  return {
    items,
    viewingShared: shared !== null,
    savedCount: saved.length,
    keepShared: () => {
      if (shared) replaceCompareList(section, shared);
      setShared(null);
    },
    showSavedList: () => setShared(null),
    remove: (item) =>
      shared ? setShared(shared.filter((other) => !sameItem(other, item))) : removeFromCompare(section, item),
    clear: () => (shared ? setShared([]) : clearCompare(section)),
    unreadableLink: opened.unreadable,
  };
}
