import { cardNameOf, type ModelSearchResult } from '@gadgets/shared-ui/widgets';
import { VisuallyHidden } from '@gadgets/shared-ui';
import { DeviceImage } from './device-image';
import { Body, EmptyState, Hints, ResultRow, Results, SkeletonRow } from './search-dialog-styles';

const SKELETON_ROWS = 3;
const EXAMPLE_SEARCHES = ['iPhone 17', 'Galaxy S25', 'Pixel', 'OnePlus'];

interface SearchResultsBodyProps {
  trimmed: string;
  loading: boolean;
  results: readonly ModelSearchResult[];
  showResults: boolean;
  highlight: number;
  listboxId: string;
  optionId: (index: number) => string;
  setHighlight: (index: number) => void;
  openResult: (result: ModelSearchResult) => void;
  tryExample: (example: string) => void;
}

/** Under the field: the hints before typing, the skeleton while searching, the results or the no-results text. */
export function SearchResultsBody({
  trimmed,
  loading,
  results,
  showResults,
  highlight,
  listboxId,
  optionId,
  setHighlight,
  openResult,
  tryExample,
}: SearchResultsBodyProps) {
  return (
    <Body>
      {trimmed === '' && (
        <EmptyState>
          <h2>Discover your perfect device</h2>
          <p>Search by phone name, brand or series. Try:</p>
          <Hints>
            {EXAMPLE_SEARCHES.map((example) => (
              <li key={example}>
                <button type="button" onClick={() => tryExample(example)}>
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
                <strong>{cardNameOf(result.name, result.companyName)}</strong>
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
  );
}
