import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import styled from 'styled-components';
import { PageContainer, PageLead, PageTitle, SectionHeading, useAppStore, usePageMeta } from '@gadgets/shared-ui';
import { accentFill, BrandStrip, Breadcrumb, ComparePairList, QueryStatus, SkeletonGrid } from '@gadgets/shared-ui/widgets';
import { LAPTOP_ACCENT, LAPTOP_BASE_PATH, LAPTOP_COMPARE_PATH, LAPTOP_PLACEHOLDER } from '../../laptop-section';
import { LaptopFinder } from './laptop-finder';
import { LaptopHomePage_ComparePairsQuery, LaptopHomePage_NewestQuery } from './laptop-home-queries';
import { LaptopCardGrid } from './laptop-card-grid';

/** /laptop: brands, the newest laptops, popular comparisons and the finder. */
export function LaptopHomePage() {
  const compareCount = useAppStore((state) => state.compare.laptop.length);
  usePageMeta({ title: 'Laptops', description: 'Find a laptop by weight, battery, screen, memory and price; read its full sheet and compare up to three.' });
  return (
    <PageContainer>
      <Breadcrumb category="laptop" accent={LAPTOP_ACCENT} />
      <Hero>
        <div>
          <PageTitle>Laptops</PageTitle>
          <PageLead>Find a laptop by what you need (weight, battery, screen, memory, price), read its full sheet and compare up to three.</PageLead>
        </div>
        <CompareLink to={LAPTOP_COMPARE_PATH}>{compareCount > 0 ? `Your comparison (${compareCount})` : 'Compare laptops'}</CompareLink>
      </Hero>
      <SectionHeading>Brands</SectionHeading>
      <BrandStrip category="LAPTOP" basePath={LAPTOP_BASE_PATH} accent={LAPTOP_ACCENT} />
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
        accent={LAPTOP_ACCENT}
      >
        {({ laptopFinder }) => (
          <LaptopCardGrid label="Newest laptops" items={laptopFinder.items} />
        )}
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
        loading={<SkeletonGrid count={4} label="Loading comparisons" />}
        errorTitle="Oops! Something went wrong"
        errorMessage="Failed to load comparisons. Please try again."
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
        accent={LAPTOP_ACCENT}
      >
        {({ laptopComparePairs }) => (
          <ComparePairList
            pairs={laptopComparePairs.map((pair) => ({ id: pair.id, one: pair.laptopOne, two: pair.laptopTwo }))}
            comparePath={LAPTOP_COMPARE_PATH}
            accent={LAPTOP_ACCENT}
            imagePlaceholder={LAPTOP_PLACEHOLDER}
          />
        )}
      </QueryStatus>
    </section>
  );
}

const Hero = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
`;

/* Doubled class: an embedded section's scoped 'a { color: inherit }' must not win. */
const CompareLink = styled(Link)`
  && {
    margin-bottom: 24px;
    padding: 10px 20px;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => accentFill(theme, LAPTOP_ACCENT)};
    color: ${({ theme }) => theme.accents[LAPTOP_ACCENT].contrastText};
    font-weight: 700;
    text-decoration: none;
  }
`;
