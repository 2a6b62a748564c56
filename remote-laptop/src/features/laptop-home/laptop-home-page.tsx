import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import styled from 'styled-components';
import { PageContainer, PageLead, PageTitle, SectionHeading, useAppStore, useMediaUrl, usePageMeta, VisuallyHidden } from '@gadgets/shared-ui';
import { accentFill, BrandStrip, Breadcrumb, compareLinkOf, QueryStatus, SkeletonGrid } from '@gadgets/shared-ui/widgets';
import { LAPTOP_ACCENT, LAPTOP_BASE_PATH, LAPTOP_COMPARE_PATH, LAPTOP_PLACEHOLDER } from '../../laptop-section';
import { LaptopFinder } from './laptop-finder';
import { LaptopHomePage_ComparePairsQuery, LaptopHomePage_NewestQuery, type ComparePairSide, type LaptopComparePair } from './laptop-home-queries';
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
          <Pairs aria-label="Popular comparisons">
            {laptopComparePairs.map((pair) => (
              <li key={pair.id}>
                <PairLink pair={pair} />
              </li>
            ))}
          </Pairs>
        )}
      </QueryStatus>
    </section>
  );
}

function PairLink({ pair }: { pair: LaptopComparePair }) {
  const href = compareLinkOf(LAPTOP_COMPARE_PATH, [
    { company: pair.laptopOne.companyPath, path: pair.laptopOne.path },
    { company: pair.laptopTwo.companyPath, path: pair.laptopTwo.path },
  ]);
  return (
    <Pair to={href}>
      <VisuallyHidden>Compare </VisuallyHidden>
      <PairSide laptop={pair.laptopOne} />
      <Versus aria-hidden="true">vs</Versus>
      <VisuallyHidden> with </VisuallyHidden>
      <PairSide laptop={pair.laptopTwo} />
    </Pair>
  );
}

function PairSide({ laptop }: { laptop: ComparePairSide }) {
  const src = useMediaUrl()(laptop.img);
  return (
    <Side>
      {src ? <img src={src} alt="" width={64} height={64} loading="lazy" /> : <span aria-hidden="true">{LAPTOP_PLACEHOLDER}</span>}
      <strong>
        {laptop.companyName} {laptop.name}
      </strong>
    </Side>
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

const Pairs = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 16px;
  margin: 0 0 32px;
  padding: 0;
  list-style: none;
`;

const Pair = styled(Link)`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover { border-color: ${({ theme }) => theme.accents[LAPTOP_ACCENT].base}; }
`;

const Side = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  text-align: center;
  font-size: 0.85rem;
  img { height: 64px; width: auto; }
`;

const Versus = styled.span`
  font-weight: 800;
  text-transform: uppercase;
  font-size: 0.75rem;
`;
