import { useQuery } from 'urql';
import { PageContainer, SectionHeading, usePageMeta } from '@gadgets/shared-ui';
import {
  CategoryHero,
  ComparePairList,
  ComparePairListSkeleton,
  QueryStatus,
  SkeletonGrid,
} from '@gadgets/shared-ui/widgets';
import { LAPTOP_SECTION } from '../../laptop-section';
import { LaptopFinder } from './laptop-finder';
import { LaptopHomePage_ComparePairsQuery, LaptopHomePage_NewestQuery } from './laptop-home-queries';
import { LaptopCardGrid } from './laptop-card-grid';

/** Pairs kept in place while they load: the showcase the site is seeded with has 4. */
const EXPECTED_PAIRS = 4;

/** /laptop: brands, the newest laptops, popular comparisons and the finder. */
export function LaptopHomePage() {
  usePageMeta({
    title: 'Laptops',
    description:
      'Find a laptop by weight, battery, screen, memory and price; read its full sheet and compare up to three.',
  });
  return (
    <PageContainer>
      <CategoryHero
        title="Laptops"
        lead="Find a laptop by what you need (weight, battery, screen, memory, price), read its full sheet and compare up to three."
        compareLabel="Compare laptops"
      />
      <NewestLaptops />
      <PopularComparisons />
      <LaptopFinder />
    </PageContainer>
  );
}

function NewestLaptops() {
  const [result, refetch] = useQuery({ query: LaptopHomePage_NewestQuery });
  return (
    <section aria-labelledby="newest-heading">
      <SectionHeading id="newest-heading">Newest laptops</SectionHeading>
      <QueryStatus
        result={result}
        loading={<SkeletonGrid count={4} label="Loading the newest laptops" />}
        errorTitle="Oops! Something went wrong"
        errorMessage="Failed to load the newest laptops. Please try again."
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
      >
        {({ laptopFinder }) => <LaptopCardGrid label="Newest laptops" items={laptopFinder.items} />}
      </QueryStatus>
    </section>
  );
}

/** The curated pairs people compare most; each opens the comparison through its shareable link. */
function PopularComparisons() {
  const [result, refetch] = useQuery({ query: LaptopHomePage_ComparePairsQuery });
  return (
    <section aria-labelledby="popular-heading">
      <SectionHeading id="popular-heading">Popular comparisons</SectionHeading>
      <QueryStatus
        result={result}
        loading={<ComparePairListSkeleton count={EXPECTED_PAIRS} label="Loading comparisons" />}
        errorTitle="Oops! Something went wrong"
        errorMessage="Failed to load comparisons. Please try again."
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
      >
        {({ laptopComparePairs }) => (
          <ComparePairList
            pairs={laptopComparePairs.map((pair) => ({ id: pair.id, one: pair.laptopOne, two: pair.laptopTwo }))}
            comparePath={LAPTOP_SECTION.compare.path}
          />
        )}
      </QueryStatus>
    </section>
  );
}
