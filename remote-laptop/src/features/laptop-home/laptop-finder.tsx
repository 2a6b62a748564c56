import { SectionHeading } from '@gadgets/shared-ui';
import {
  FinderFiltersSheet,
  FinderFiltersSkeleton,
  FinderLayout,
  FinderResults,
  modelFinderWording,
  StatusPanel,
  useFinder,
} from '@gadgets/shared-ui/widgets';
import { finderFilterOf, LAPTOP_FINDER } from './finder-address';
import { FinderFilters } from './finder-filters';
import { LaptopFinder_ResultsQuery } from './finder-queries';
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

/**
 * Laptops by what people need: every filter and the sort live in the address (a result can be shared), and the
 * results, the exact count and each option's count update as filters change.
 */
export function LaptopFinder() {
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
          {/* The filters need the first answer's counts; a failed first answer is shown once, beside the results. */}
          {finder.last ? (
            <FinderFilters state={finder.state} answer={finder.last} onChange={finder.show} />
          ) : finder.result.error ? null : (
            <FinderFiltersSkeleton lines={10} />
          )}
        </FinderFiltersSheet>
        <FinderResults view={finder} wording={WORDING}>
          {(answer) => <LaptopCardGrid label="Matching laptops" items={answer.items} />}
        </FinderResults>
      </FinderLayout>
    </section>
  );
}
