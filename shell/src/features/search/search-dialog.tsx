import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql, modelUrl, useAppStore } from '@gadgets/shared-ui';
import { SEARCH_DEBOUNCE_MS, SearchResultFields, useDebouncedValue, type ModelSearchResult } from '@gadgets/shared-ui/widgets';
import { TrappedLayer } from '../../components/trapped-layer';
import { VisuallyHidden } from '@gadgets/shared-ui';
import { DeviceImage } from './device-image';
import {
  Backdrop,
  Body,
  ClearButton,
  CloseButton,
  Dialog,
  EmptyState,
  Footer,
  Hints,
  KeyHints,
  ResultRow,
  Results,
  SearchIcon,
  SearchRow,
  SkeletonRow,
} from './search-dialog-styles';
import { nextHighlight, searchPagePath } from './search-keyboard';
import { SEARCH_FOCUS_DELAY_MS } from './search-timing';

const mobilePagePath = (result: ModelSearchResult) => modelUrl('mobile', result.companyPath, result.path);

export const SearchDialog_SearchMobilesQuery = graphql(`
  query SearchDialog_SearchMobiles($searchKey: String!) {
    searchMobiles(searchKey: $searchKey) {
      ...SearchResultFields
    }
  }
`, [SearchResultFields]);

const SKELETON_ROWS = 3;
const EXAMPLE_SEARCHES = ['iPhone 17', 'Galaxy S25', 'Pixel', 'OnePlus'];

/** The overlay itself: field, results and keyboard rules (spec section 2, "Search overlay"). */
export function SearchDialog({ closing, loadPage }: { closing: boolean; loadPage: (url: string) => void }) {
  const closeSearch = useAppStore((state) => state.closeSearch);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const [query, setQuery] = useState('');
  const [highlight, setHighlight] = useState(-1);
  const trimmed = query.trim();
  const searchKey = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);

  // Spec section 4: search runs on non-blank text only, after the debounce.
  const [{ data, fetching, error }] = useQuery({
    query: SearchDialog_SearchMobilesQuery,
    variables: { searchKey },
    pause: searchKey === '',
  });

  useEffect(() => {
    if (error) console.error('Search failed', error);
  }, [error]);

  // Each new query starts without a highlighted row.
  useEffect(() => setHighlight(-1), [searchKey]);

  // Focus waits for the opening animation; an overlay closed before then must not grab focus back.
  useEffect(() => {
    if (closing) return;
    const timer = window.setTimeout(() => inputRef.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [closing]);

  const results = searchKey && !error ? (data?.searchMobiles ?? []) : [];
  const loading = trimmed !== '' && (trimmed !== searchKey || fetching);
  const showResults = trimmed !== '' && !loading && results.length > 0;

  const openResult = (result: ModelSearchResult) => {
    closeSearch();
    navigate(mobilePagePath(result));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (showResults) setHighlight((current) => nextHighlight(current, results.length, event.key as 'ArrowDown' | 'ArrowUp'));
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

          <Body>
            {trimmed === '' && (
              <EmptyState>
                <h2>Discover your perfect device</h2>
                <p>Search by phone name, brand or series. Try:</p>
                <Hints>
                  {EXAMPLE_SEARCHES.map((example) => (
                    <li key={example}>
                      <button
                        type="button"
                        onClick={() => {
                          setQuery(example);
                          inputRef.current?.focus();
                        }}
                      >
                        {example}
                      </button>
                    </li>
                  ))}
                </Hints>
              </EmptyState>
            )}

            {loading && (
              <Results aria-hidden="true" data-testid="search-skeleton">
                {Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  <SkeletonRow key={index}>
                    <span />
                    <span />
                  </SkeletonRow>
                ))}
              </Results>
            )}

            {trimmed !== '' && !loading && results.length === 0 && (
              <EmptyState>
                <h2>No results found for &quot;{trimmed}&quot;</h2>
                <p>Try adjusting your search or browse our categories</p>
              </EmptyState>
            )}

            <Results id={listboxId} role="listbox" aria-label="Phones" hidden={!showResults}>
              {showResults &&
                results.map((result, index) => (
                  <ResultRow
                    key={`${result.companyPath}/${result.path}`}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === highlight}
                    $highlighted={index === highlight}
                    onMouseEnter={() => setHighlight(index)}
                    onClick={() => openResult(result)}
                  >
                    <DeviceImage src={result.img} size={48} />
                    <span>
                      <strong>{result.name}</strong>
                      <small>
                        {result.companyName}
                        {result.series && <> • {result.series}</>}
                      </small>
                    </span>
                  </ResultRow>
                ))}
            </Results>
            <VisuallyHidden role="status">
              {showResults ? `${results.length} ${results.length === 1 ? 'result' : 'results'}` : ''}
            </VisuallyHidden>
          </Body>

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
