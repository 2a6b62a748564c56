import { useQuery } from 'urql';
import { SectionHeading } from '@gadgets/shared-ui';
import {
  countText,
  FinderLayout,
  FinderPager,
  FinderResultsColumn,
  FinderToolbar,
  QueryStatus,
  SkeletonGrid,
  SkeletonLines,
  StatusPanel,
  useFinderAddress,
  useLastDefined,
} from '@gadgets/shared-ui/widgets';
import { finderFilterOf, LAPTOP_FINDER, SORT_OPTIONS, type FinderState } from './finder-address';
import { FinderFilters } from './finder-filters';
import { LaptopFinder_FacetsQuery, LaptopFinder_ResultsQuery } from './finder-queries';
import { LaptopCardGrid } from './laptop-card-grid';

const FINDER_PAGE_SIZE = 12;

/** Laptops by what people need: every filter and the sort live in the address, so a result can be shared. */
export function LaptopFinder() {
  const [state, show] = useFinderAddress(LAPTOP_FINDER);
  const [facets, refetchFacets] = useQuery({ query: LaptopFinder_FacetsQuery });

  return (
    <section aria-labelledby="finder-heading">
      <SectionHeading id="finder-heading">Laptop finder</SectionHeading>
      <FinderLayout>
        <QueryStatus
          result={facets}
          loading={<SkeletonLines lines={10} label="Loading filters" />}
          errorTitle="Failed to load the finder"
          errorMessage="The filters could not be loaded. Please try again."
          onRetry={() => refetchFacets({ requestPolicy: 'network-only' })}
        >
          {(data) => <FinderFilters state={state} facets={data.laptopFinder.facets} onChange={show} />}
        </QueryStatus>
        <FinderResults state={state} onChange={show} />
      </FinderLayout>
    </section>
  );
}

function FinderResults({ state, onChange }: { state: FinderState; onChange: (next: FinderState) => void }) {
  const [result, refetch] = useQuery({
    query: LaptopFinder_ResultsQuery,
    variables: { filter: finderFilterOf(state), sort: state.sort, page: state.page, limit: FINDER_PAGE_SIZE },
  });
  const shownTotal = useLastDefined(result.data?.laptopFinder.totalCount);

  return (
    <FinderResultsColumn>
      <FinderToolbar
        countText={shownTotal === undefined ? 'Counting laptops…' : countText(shownTotal, 'laptop', 'laptops')}
        sort={state.sort}
        sorts={SORT_OPTIONS}
        onSort={(sort) => onChange({ ...state, sort, page: 1 })}
        onClear={
          LAPTOP_FINDER.isFiltered(state) ? () => onChange({ ...LAPTOP_FINDER.empty, sort: state.sort }) : undefined
        }
      />
      <QueryStatus
        result={result}
        loading={<SkeletonGrid count={FINDER_PAGE_SIZE} label="Finding laptops" />}
        errorTitle="Oops! Something went wrong"
        errorMessage="Failed to find laptops. Please try again."
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
        isEmpty={(data) => data.laptopFinder.items.length === 0}
        empty={
          <StatusPanel
            tone="empty"
            title="No laptops found"
            message="No laptop matches all of these filters. Try widening one of them."
          />
        }
      >
        {({ laptopFinder }) => (
          <>
            <LaptopCardGrid label="Matching laptops" items={laptopFinder.items} />
            <FinderPager
              page={state.page}
              totalPages={laptopFinder.pagination.totalPages}
              hrefOf={(page) => LAPTOP_FINDER.hrefOf({ ...state, page })}
            />
          </>
        )}
      </QueryStatus>
    </FinderResultsColumn>
  );
}
