import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import { useQuery } from 'urql';
import { graphql, modelUrl, useAppStore } from '@gadgets/shared-ui';
import { SearchResultFields, useDebouncedValue, type ModelSearchResult } from '@gadgets/shared-ui/widgets';
import { TrappedLayer } from '../../components/trapped-layer';
import { VisuallyHidden } from '@gadgets/shared-ui';
import { DeviceImage } from './device-image';
import { nextHighlight, searchPagePath } from './search-keyboard';
import { SEARCH_CLOSE_DELAY_MS, SEARCH_DEBOUNCE_MS, SEARCH_FOCUS_DELAY_MS } from './search-timing';

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

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <line x1="16.5" y1="16.5" x2="21" y2="21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const slideIn = keyframes`from { opacity: 0; transform: translateY(-12px); } to { opacity: 1; transform: none; }`;

const Backdrop = styled.div<{ $closing: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: 10vh 16px 16px;
  background: ${({ theme }) => theme.colors.backdrop};
  animation: ${fadeIn} 0.2s ease-out;
  transition: opacity ${SEARCH_CLOSE_DELAY_MS}ms;
  ${({ $closing }) => $closing && css`opacity: 0;`}
`;

const Dialog = styled.div<{ $closing: boolean }>`
  width: min(680px, 100%);
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  overflow: hidden;
  animation: ${slideIn} 0.2s ease-out;
  transition: transform ${SEARCH_CLOSE_DELAY_MS}ms;
  ${({ $closing }) => $closing && css`transform: translateY(-12px);`}
`;

const SearchRow = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 14px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.1rem;
    padding: 6px 0;
  }
  input:focus { outline: none; }
`;

const ClearButton = styled.button`
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: inherit;
  font-size: 1.2rem;
  cursor: pointer;
`;

const CloseButton = styled.button`
  padding: 4px 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: inherit;
  font-size: 0.75rem;
  cursor: pointer;
`;

const Body = styled.div`
  padding: 8px;
`;

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 450px;
  overflow-y: auto;
  &[hidden] { display: none; }
`;

const ResultRow = styled.li<{ $highlighted: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radius.medium};
  cursor: pointer;
  background: ${({ theme, $highlighted }) => ($highlighted ? theme.accents.blue.soft : 'transparent')};
  span { display: flex; flex-direction: column; min-width: 0; }
  strong { font-weight: 600; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const shimmer = keyframes`0% { opacity: 1; } 50% { opacity: 0.5; } 100% { opacity: 1; }`;

const SkeletonRow = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 10px;
  span {
    display: block;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.skeleton};
    animation: ${shimmer} 1.2s ease-in-out infinite;
  }
  span:first-child { width: 48px; height: 48px; }
  span:last-child { flex: 1; height: 16px; max-width: 60%; }
`;

const EmptyState = styled.div`
  padding: 28px 16px;
  text-align: center;
  h2 { margin: 0 0 6px; font-size: 1.1rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Hints = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
  margin: 14px 0 0;
  padding: 0;
  button {
    padding: 6px 14px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: inherit;
    cursor: pointer;
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  padding: 10px 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  a { font-weight: 600; color: ${({ theme }) => theme.colors.text}; }
`;

const KeyHints = styled.div`
  display: flex;
  gap: 14px;
  kbd {
    display: inline-block;
    min-width: 20px;
    margin-right: 2px;
    padding: 1px 5px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    font-family: ${({ theme }) => theme.font.mono};
    text-align: center;
  }
  @media (max-width: 520px) { display: none; }
`;
