import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from 'urql';
import {
  bareList,
  fillingGrid,
  graphql,
  modelUrl,
  PageContainer,
  PageLead,
  PageTitle,
  SectionHeading,
  useAppStore,
  usePageMeta,
} from '@gadgets/shared-ui';
import {
  HomeMobileFields,
  ModelCard,
  ModelGrid,
  QueryStatus,
  SkeletonGrid,
  StatusPanel,
} from '@gadgets/shared-ui/widgets';
import { useSectionRegistry } from '../../sections/section-registry-context';
import { ArrivalNotice } from './arrival-notice';

export const HomePage_HomeMobilesQuery = graphql(
  `
    query HomePage_HomeMobiles {
      homeMobiles {
        ...HomeMobileFields
      }
    }
  `,
  [HomeMobileFields],
);

const FEATURED_COUNT = 8;

export default function HomePage() {
  const openSearch = useAppStore((state) => state.openSearch);
  const sections = useSectionRegistry() ?? [];
  usePageMeta({ title: 'Phone, laptop and bike specs compared' });
  return (
    <PageContainer>
      <ArrivalNotice />
      <Hero>
        <PageTitle>Find, compare and choose your next gadget</PageTitle>
        <PageLead>Full specifications of phones, laptops and bikes, and a custom PC builder.</PageLead>
        <SearchButton type="button" onClick={openSearch}>
          Search phones
        </SearchButton>
      </Hero>
      <CategoryGrid>
        {sections.map((section) => (
          <li key={section.name}>
            <Link to={section.home}>
              <strong>{section.title}</strong>
              <span>{section.description}</span>
            </Link>
          </li>
        ))}
      </CategoryGrid>
      <SectionHeading>Featured phones</SectionHeading>
      <FeaturedPhones />
    </PageContainer>
  );
}

function FeaturedPhones() {
  const [result, refetch] = useQuery({ query: HomePage_HomeMobilesQuery });
  return (
    <QueryStatus
      result={result}
      // The model cards' own skeleton, one per card to come, in the same grid: nothing moves when they arrive.
      loading={<SkeletonGrid count={FEATURED_COUNT} label="Loading featured phones" />}
      errorTitle="Featured phones could not be loaded"
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
      isEmpty={(data) => data.homeMobiles.length === 0}
      empty={
        <StatusPanel
          tone="empty"
          title="No featured phones right now"
          message="Browse all phones in the Mobile section."
        />
      }
    >
      {(data) => (
        <ModelGrid label="Featured phones">
          {data.homeMobiles.slice(0, FEATURED_COUNT).map((phone) => (
            <li key={`${phone.companyPath}/${phone.path}`}>
              <ModelCard
                href={modelUrl('mobile', phone.companyPath, phone.path)}
                name={phone.name}
                brandName={phone.companyName}
                img={phone.img}
                subtitle={phone.companyName}
                footer={phone.price}
                accent="green"
              />
            </li>
          ))}
        </ModelGrid>
      )}
    </QueryStatus>
  );
}

const Hero = styled.section`
  padding: 24px 0 32px;
`;

const SearchButton = styled.button`
  padding: 12px 24px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.accents.blue.strong};
  color: ${({ theme }) => theme.accents.blue.contrastText};
  font-weight: 700;
  cursor: pointer;
`;

const CategoryGrid = styled.ul`
  ${bareList}
  ${fillingGrid('240px', '16px')}
  a {
    display: flex;
    flex-direction: column;
    gap: 8px;
    height: 100%;
    padding: 24px;
    border-radius: ${({ theme }) => theme.radius.large};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadow.card};
    text-decoration: none;
    transition: transform 0.15s;
  }
  a:hover {
    transform: translateY(-2px);
  }
  strong {
    font-size: 1.2rem;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
