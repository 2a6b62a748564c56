import { useEffect, useState } from 'react';
import { useAppStore } from '@gadgets/shared-ui';
import { lazyLayer } from '../../components/lazy-layer';
import { useScrollLock } from '@gadgets/shared-ui';
import { SEARCH_CLOSE_DELAY_MS } from './search-timing';

const SearchDialog = lazyLayer(() => import('./search-dialog').then((module) => module.SearchDialog));
export const preloadSearchDialog = SearchDialog.preload;

interface SearchOverlayProps {
  /** A full page load (spec: Enter opens the phone page afresh); replaced in tests. */
  loadPage?: (url: string) => void;
}

/**
 * The full-screen phone search. It stays mounted for the exit animation after closing, and its
 * query and results go with it, so the next opening starts empty.
 */
export function SearchOverlay({ loadPage = (url) => window.location.assign(url) }: SearchOverlayProps) {
  const open = useAppStore((state) => state.searchOpen);
  const [mounted, setMounted] = useState(open);
  useScrollLock(open);

  useEffect(() => {
    if (open) {
      setMounted(true);
      return;
    }
    const timer = window.setTimeout(() => setMounted(false), SEARCH_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  if (!mounted) return null;
  return <SearchDialog closing={!open} loadPage={loadPage} />;
}
