import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { modelUrl, useAppStore, VisuallyHidden } from '@gadgets/shared-ui';
import type { ModelSearchResult } from '@gadgets/shared-ui/widgets';
import { TrappedLayer } from '../../components/trapped-layer';
import {
  Backdrop,
  ClearButton,
  CloseButton,
  Dialog,
  Footer,
  KeyHints,
  SearchIcon,
  SearchRow,
} from './search-dialog-styles';
import { nextHighlight, searchPagePath } from './search-keyboard';
import { SearchCategoryCounts } from './search-category-counts';
import { SearchResultsBody } from './search-results-body';
import { SEARCH_FOCUS_DELAY_MS } from './search-timing';
import { useSearchSession } from './use-search-session';

const mobilePagePath = (result: ModelSearchResult) => modelUrl('mobile', result.companyPath, result.path);

/** The overlay itself: field, results and keyboard rules. */
export function SearchDialog({ closing, loadPage }: { closing: boolean; loadPage: (url: string) => void }) {
  const closeSearch = useAppStore((state) => state.closeSearch);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const { query, setQuery, trimmed, results, counts, loading, showResults, highlight, setHighlight } =
    useSearchSession();

  // Focus waits for the opening animation; an overlay closed before then must not grab focus back.
  useEffect(() => {
    if (closing) return;
    const timer = window.setTimeout(() => inputRef.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [closing]);

  const openResult = (result: ModelSearchResult) => {
    closeSearch();
    navigate(mobilePagePath(result));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (showResults)
        setHighlight((current) => nextHighlight(current, results.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = showResults ? results[highlight] : undefined;
      if (chosen) {
        closeSearch();
        loadPage(mobilePagePath(chosen));
      } else if (trimmed) {
        closeSearch();
        navigate(searchPagePath(trimmed));
      }
    }
  };

  const optionId = (index: number) => `${listboxId}-option-${index}`;

  return (
    <TrappedLayer active={!closing} onClose={closeSearch} closeOnOutsidePress={false} initialFocus={false}>
      <Backdrop $closing={closing} onClick={(event) => event.target === event.currentTarget && closeSearch()}>
        <Dialog role="dialog" aria-modal="true" aria-label="Search phones" $closing={closing}>
          <SearchRow>
            <SearchIcon />
            <input
              ref={inputRef}
              type="text"
              role="combobox"
              aria-label="Search phones"
              aria-autocomplete="list"
              aria-expanded={showResults}
              aria-controls={listboxId}
              aria-activedescendant={showResults && highlight >= 0 ? optionId(highlight) : undefined}
              placeholder="Search for premium mobiles..."
              autoComplete="off"
              spellCheck={false}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onKeyDown}
            />
            {query && (
              <ClearButton
                type="button"
                aria-label="Clear search"
                onClick={() => {
                  setQuery('');
                  inputRef.current?.focus();
                }}
              >
                ×
              </ClearButton>
            )}
            <CloseButton type="button" onClick={closeSearch}>
              Esc
              <VisuallyHidden> close search</VisuallyHidden>
            </CloseButton>
          </SearchRow>

          <SearchResultsBody
            trimmed={trimmed}
            loading={loading}
            results={results}
            showResults={showResults}
            highlight={highlight}
            listboxId={listboxId}
            optionId={optionId}
            setHighlight={setHighlight}
            openResult={openResult}
            tryExample={(example) => {
              setQuery(example);
              inputRef.current?.focus();
            }}
          />

          {trimmed && !loading ? (
            <SearchCategoryCounts counts={counts} searchPageHref={searchPagePath(trimmed)} onFollow={closeSearch} />
          ) : null}

          <Footer>
            <KeyHints aria-hidden="true">
              <span>
                <kbd>↑</kbd>
                <kbd>↓</kbd> navigate
              </span>
              <span>
                <kbd>Enter</kbd> select
              </span>
              <span>
                <kbd>Esc</kbd> close
              </span>
            </KeyHints>
            {trimmed && (
              <Link to={searchPagePath(trimmed)} onClick={closeSearch}>
                View all results
              </Link>
            )}
          </Footer>
        </Dialog>
      </Backdrop>
    </TrappedLayer>
  );
}
