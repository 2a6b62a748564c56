import { useQuery } from 'urql';
import { SectionHeading } from '@gadgets/shared-ui';
import {
  FinderFiltersSheet,
  FinderFiltersStatus,
  FinderLayout,
  FinderResults,
  modelFinderWording,
  StatusPanel,
  useFinder,
} from '@gadgets/shared-ui/widgets';
import { finderFilterOf, LAPTOP_FINDER } from './finder-address';
import { FinderFilters } from './finder-filters';
import { LaptopFinder_FacetsQuery, LaptopFinder_ResultsQuery } from './finder-queries';
import { LaptopCardGrid } from './laptop-card-grid';

const FINDER_PAGE_SIZE = 12;

const LAPTOP_NOUNS = { one: 'laptop', many: 'laptops' };

const WORDING = modelFinderWording({
  nouns: LAPTOP_NOUNS,
  pageSize: FINDER_PAGE_SIZE,
  empty: (
    <StatusPanel
      tone="empty"
      title="No laptops found"
      message="No laptop matches all of these filters. Try widening one of them."
    />
  ),
});

/** Laptops by what people need: every filter and the sort live in the address, so a result can be shared. */
export function LaptopFinder() {
  const [facets, refetchFacets] = useQuery({ query: LaptopFinder_FacetsQuery });
  const finder = useFinder(LAPTOP_FINDER, LaptopFinder_ResultsQuery, {
    filterOf: finderFilterOf,
    answerOf: (data) => data.laptopFinder,
    pageSize: FINDER_PAGE_SIZE,
  });

  return (
    <section aria-labelledby="finder-heading">
      <SectionHeading id="finder-heading">Laptop finder</SectionHeading>
      <FinderLayout>
        <FinderFiltersSheet
          activeCount={LAPTOP_FINDER.activeCount(finder.state)}
          count={finder.last?.totalCount}
          nouns={LAPTOP_NOUNS}
        >
          <FinderFiltersStatus
            result={facets}
            skeletonLines={10}
            onRetry={() => refetchFacets({ requestPolicy: 'network-only' })}
          >
            {(data) => (
              <FinderFilters
                state={finder.state}
                facets={data.laptopFinder.facets}
                histograms={finder.shown.data?.histograms}
                onChange={finder.show}
              />
            )}
          </FinderFiltersStatus>
        </FinderFiltersSheet>
        {/* The filters have their own query, so the results alone show that they are loading. */}
        <FinderResults view={finder} wording={WORDING} keepLastAnswer={false}>
          {(answer) => <LaptopCardGrid label="Matching laptops" items={answer.items} />}
        </FinderResults>
      </FinderLayout>
    </section>
  );
}
