import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { outlinedPill, wrappingRow, type AccentName } from '@gadgets/shared-ui';
import { SkeletonGrid, SkeletonLines } from '../skeletons/skeletons';
import { QueryStatus, type QueryState } from '../status-panel/query-status';
import { countText } from './finder-numbers';
import { NARROW_SCREEN } from './finder-screens';
import type { FinderView } from './use-finder';
import { FollowSearchButton } from '../follows/follow-button';

/** Filters beside results; one column on narrow screens (where the filters wait in a FinderFiltersSheet). */
export const FinderLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 280px) minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  @media ${NARROW_SCREEN} {
    grid-template-columns: 1fr;
    gap: 12px;
  }
`;

export const FinderResultsColumn = styled.div`
  min-width: 0;
`;

/** The filters' place while their options load: a few skeleton lines, 'Loading filters' to screen readers. */
export function FinderFiltersSkeleton({ lines }: { lines: number }) {
  return <SkeletonLines lines={lines} label="Loading filters" />;
}

/** The filters column of a finder whose options come from a query: loading, then the filters, or the error and Retry. */
export function FinderFiltersStatus<Data>({
  result,
  skeletonLines,
  onRetry,
  children,
}: {
  result: QueryState<Data>;
  /** How tall the skeleton stands while the options load (about as tall as the filters). */
  skeletonLines: number;
  onRetry: () => void;
  children: (data: Data) => ReactNode;
}) {
  return (
    <QueryStatus
      result={result}
      loading={<FinderFiltersSkeleton lines={skeletonLines} />}
      errorTitle="Failed to load the finder"
      errorMessage="The filters could not be loaded. Please try again."
      onRetry={onRetry}
    >
      {children}
    </QueryStatus>
  );
}

/** Above the results: the exact count (announced to screen readers), the sort, and 'Clear filters' when filtered. */
export function FinderToolbar<Sort extends string>({
  countText,
  sort,
  sorts,
  onSort,
  onClear,
  filter,
  followable = true,
}: {
  countText: string;
  sort: Sort;
  sorts: readonly { value: Sort; label: string }[];
  onSort: (sort: Sort) => void;
  /** Present when there is something to clear. */
  onClear?: (() => void) | undefined;
  /** The API filter of the search shown, kept with a follow of it. */
  filter?: unknown;
  /** False where the API cannot follow the search (it tells of new catalogue matches only): no 'Follow' button. */
  followable?: boolean;
}) {
  return (
    <Toolbar>
      <Count role="status" aria-live="polite">
        {countText}
      </Count>
      <label>
        Sort by{' '}
        <select value={sort} onChange={(event) => onSort(event.target.value as Sort)}>
          {sorts.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      {onClear ? <FinderClearButton onClick={onClear} /> : null}
      {followable ? <FollowSearchButton filter={filter} /> : null}
    </Toolbar>
  );
}

export function FinderClearButton({ onClick }: { onClick: () => void }): ReactNode {
  return (
    <ClearButton type="button" onClick={onClick}>
      Clear filters
    </ClearButton>
  );
}

/** Previous and next keep every filter in the address; only the page changes. */
export function FinderPager({
  page,
  totalPages,
  hrefOf,
}: {
  page: number;
  totalPages: number;
  hrefOf: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <Pager aria-label="Finder pages">
      {page > 1 ? <Link to={hrefOf(page - 1)}>Previous</Link> : <span aria-disabled="true">Previous</span>}
      <span>
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? <Link to={hrefOf(page + 1)}>Next</Link> : <span aria-disabled="true">Next</span>}
    </Pager>
  );
}

/** What every finder query answers with: a page of results and how many pages there are. */
interface FinderAnswer {
  items: readonly unknown[];
  pagination: { totalPages: number };
}

/** How a finder's results column speaks: its count, and its loading, error and empty states. */
export interface FinderWording<Answer> {
  /** 'N phones' from the last answer (undefined while the first loads); null leaves the toolbar out until then. */
  count: (answer: Answer | undefined) => string | null;
  loading: ReactNode;
  errorTitle: string;
  errorMessage?: ReactNode;
  empty: ReactNode;
}

/**
 * A model finder's wording from its nouns: 'Counting phones…', then '1,234 phones'; a skeleton grid 'Finding phones'
 * of one page; 'Oops! Something went wrong' with 'Failed to find phones. Please try again.'
 */
export function modelFinderWording({
  nouns,
  pageSize,
  empty,
}: {
  nouns: { one: string; many: string };
  pageSize: number;
  empty: ReactNode;
}): FinderWording<{ totalCount: number }> {
  return {
    count: (answer) =>
      answer === undefined ? `Counting ${nouns.many}…` : countText(answer.totalCount, nouns.one, nouns.many),
    loading: <SkeletonGrid count={pageSize} label={`Finding ${nouns.many}`} />,
    errorTitle: 'Oops! Something went wrong',
    errorMessage: `Failed to find ${nouns.many}. Please try again.`,
    empty,
  };
}

interface FinderResultsProps<Sort extends string, Answer extends FinderAnswer> {
  view: FinderView<Sort, Answer>;
  wording: FinderWording<NoInfer<Answer>>;
  /** Show the last answer while the next loads (true), or the loading state at every change (false). */
  keepLastAnswer?: boolean;
  /** When the answer counts as empty: no results on this page unless said otherwise. */
  isEmpty?: (answer: Answer) => boolean;
  accent?: AccentName;
  /** The results themselves (a grid of cards); the pager follows them. */
  children: (answer: Answer) => ReactNode;
}

/**
 * A finder's results column: the toolbar (count, sort, 'Clear filters'), then the loading, error, empty or loaded
 * state, and the pager under the results. Every finder page (phones, laptops, the bike catalogue) shows its results so.
 */
export function FinderResults<Sort extends string, Answer extends FinderAnswer>({
  view,
  wording,
  keepLastAnswer = true,
  isEmpty = (answer) => answer.items.length === 0,
  accent,
  children,
}: FinderResultsProps<Sort, Answer>) {
  const count = wording.count(view.last);
  return (
    <FinderResultsColumn>
      {count === null ? null : (
        <FinderToolbar
          countText={count}
          sort={view.state.sort}
          sorts={view.finder.sorts}
          onSort={view.sortBy}
          onClear={view.isFiltered ? view.clear : undefined}
          filter={view.filter}
        />
      )}
      <QueryStatus
        result={keepLastAnswer ? view.shown : view.result}
        loading={wording.loading}
        errorTitle={wording.errorTitle}
        errorMessage={wording.errorMessage}
        onRetry={view.retry}
        isEmpty={isEmpty}
        empty={wording.empty}
        accent={accent}
      >
        {(answer) => (
          <>
            {children(answer)}
            <FinderPager page={view.state.page} totalPages={answer.pagination.totalPages} hrefOf={view.pageHref} />
          </>
        )}
      </QueryStatus>
    </FinderResultsColumn>
  );
}

const Toolbar = styled.div`
  ${wrappingRow('12px')}
  margin-bottom: 16px;
  select {
    margin-left: 4px;
    padding: 4px 8px;
  }
`;

const Count = styled.p`
  flex: 1;
  margin: 0;
  font-weight: 800;
  font-size: 1.1rem;
`;

const ClearButton = styled.button`
  padding: 4px 12px;
  ${outlinedPill}
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
`;

const Pager = styled.nav`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 16px;
  margin-top: 24px;
  [aria-disabled='true'] {
    opacity: 0.45;
  }
`;
