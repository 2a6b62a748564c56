import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import styled from 'styled-components';
import { SectionHeading } from '@gadgets/shared-ui';
import { QueryStatus, SkeletonGrid, SkeletonLines, StatusPanel } from '@gadgets/shared-ui/widgets';
import { LAPTOP_ACCENT } from '../../laptop-section';
import { EMPTY_FINDER, finderFilterOf, finderStateFromSearch, searchFromFinderState, SORT_OPTIONS, type FinderState, type LaptopSort } from './finder-address';
import { FinderFilters } from './finder-filters';
import { LaptopFinder_FacetsQuery, LaptopFinder_ResultsQuery } from './finder-queries';
import { LaptopCardGrid } from './laptop-card-grid';
import { laptopCountText } from './laptop-numbers';

const FINDER_PAGE_SIZE = 12;

/** Laptops by what people need: every filter and the sort live in the address, so a result can be shared. */
export function LaptopFinder() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = finderStateFromSearch(searchParams);
  const show = (next: FinderState) => setSearchParams(searchFromFinderState(next));
  const [facets, refetchFacets] = useQuery({ query: LaptopFinder_FacetsQuery });

  return (
    <section aria-labelledby="finder-heading">
      <SectionHeading id="finder-heading">Laptop finder</SectionHeading>
      <Layout>
        <QueryStatus
          result={facets}
          loading={<SkeletonLines lines={10} label="Loading filters" />}
          errorTitle="Failed to load the finder"
          errorMessage="The filters could not be loaded. Please try again."
          onRetry={() => refetchFacets({ requestPolicy: 'network-only' })}
          accent={LAPTOP_ACCENT}
        >
          {(data) => <FinderFilters state={state} facets={data.laptopFinder.facets} onChange={show} />}
        </QueryStatus>
        <FinderResults state={state} onChange={show} />
      </Layout>
    </section>
  );
}

function FinderResults({ state, onChange }: { state: FinderState; onChange: (next: FinderState) => void }) {
  const [result, refetch] = useQuery({
    query: LaptopFinder_ResultsQuery,
    variables: { filter: finderFilterOf(state), sort: state.sort, page: state.page, limit: FINDER_PAGE_SIZE },
  });
  const total = result.data?.laptopFinder.totalCount;
  // The last count stays up while the next one loads, so 'N laptops' changes in place instead of blinking.
  const [lastTotal, setLastTotal] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (total !== undefined) setLastTotal(total);
  }, [total]);
  const shownTotal = total ?? lastTotal;
  const filtered = searchFromFinderState({ ...state, sort: EMPTY_FINDER.sort, page: 1 }).toString() !== '';

  return (
    <Results>
      <Toolbar>
        <Count role="status" aria-live="polite">
          {shownTotal === undefined ? 'Counting laptops…' : laptopCountText(shownTotal)}
        </Count>
        <label>
          Sort by{' '}
          <select value={state.sort} onChange={(event) => onChange({ ...state, sort: event.target.value as LaptopSort, page: 1 })}>
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        {filtered ? (
          <ClearButton type="button" onClick={() => onChange({ ...EMPTY_FINDER, sort: state.sort })}>
            Clear filters
          </ClearButton>
        ) : null}
      </Toolbar>
      <QueryStatus
        result={result}
        loading={<SkeletonGrid count={FINDER_PAGE_SIZE} label="Finding laptops" />}
        errorTitle="Oops! Something went wrong"
        errorMessage="Failed to find laptops. Please try again."
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
        isEmpty={(data) => data.laptopFinder.items.length === 0}
        empty={<StatusPanel tone="empty" title="No laptops found" message="No laptop matches all of these filters. Try widening one of them." />}
        accent={LAPTOP_ACCENT}
      >
        {({ laptopFinder }) => (
          <>
            <LaptopCardGrid label="Matching laptops" items={laptopFinder.items} />
            <FinderPager state={state} totalPages={laptopFinder.pagination.totalPages} />
          </>
        )}
      </QueryStatus>
    </Results>
  );
}

/** Previous and next keep every filter in the address; only the page changes. */
function FinderPager({ state, totalPages }: { state: FinderState; totalPages: number }) {
  if (totalPages <= 1) return null;
  const href = (page: number) => {
    const search = searchFromFinderState({ ...state, page }).toString();
    return search ? `?${search}` : '?';
  };
  return (
    <Pager aria-label="Finder pages">
      {state.page > 1 ? <Link to={href(state.page - 1)}>Previous</Link> : <span aria-disabled="true">Previous</span>}
      <span>
        Page {state.page} of {totalPages}
      </span>
      {state.page < totalPages ? <Link to={href(state.page + 1)}>Next</Link> : <span aria-disabled="true">Next</span>}
    </Pager>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 280px) minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  @media (max-width: 800px) { grid-template-columns: 1fr; }
`;

const Results = styled.div`
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
  select { margin-left: 4px; padding: 4px 8px; }
`;

const Count = styled.p`
  flex: 1;
  margin: 0;
  font-weight: 800;
  font-size: 1.1rem;
`;

const ClearButton = styled.button`
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const Pager = styled.nav`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 16px;
  margin-top: 24px;
  [aria-disabled='true'] { opacity: 0.45; }
`;
