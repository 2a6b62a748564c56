import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from 'urql';
import { errorMessageOf, graphql, modelUrl, PageContainer, PageLead, PageTitle, SECTION_TITLES, SectionHeading, useAppStore, useMediaUrl, type Section } from '@gadgets/shared-ui';
import { Grid, HomeSkeleton } from './home-skeleton';

export const HomePage_HomeMobilesQuery = graphql(`
  query HomePage_HomeMobiles {
    homeMobiles {
      companyPath
      companyName
      path
      name
      description
      price
      img
    }
  }
`);

const CATEGORY_LINKS: { section: Section; to: string; blurb: string }[] = [
  { section: 'mobile', to: '/mobile', blurb: 'Every spec of the phones worth knowing, side by side.' },
  { section: 'laptop', to: '/laptop', blurb: 'Processors, displays, batteries and weights compared.' },
  { section: 'bike', to: '/bike', blurb: 'Engines, dimensions and brakes of current motorcycles.' },
  { section: 'desktop', to: '/desktop/custom-pc-build', blurb: 'Pick compatible parts and save your build.' },
];

const FEATURED_COUNT = 8;

export default function HomePage() {
  const openSearch = useAppStore((state) => state.openSearch);
  return (
    <PageContainer>
      <Hero>
        <PageTitle>Find, compare and choose your next gadget</PageTitle>
        <PageLead>Full specifications of phones, laptops and bikes, and a custom PC builder.</PageLead>
        <SearchButton type="button" onClick={openSearch}>
          Search phones
        </SearchButton>
      </Hero>
      <CategoryGrid>
        {CATEGORY_LINKS.map(({ section, to, blurb }) => (
          <li key={section}>
            <Link to={to}>
              <strong>{SECTION_TITLES[section]}</strong>
              <span>{blurb}</span>
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
  const [{ data, fetching, error }, refetch] = useQuery({ query: HomePage_HomeMobilesQuery });
  const mediaUrl = useMediaUrl();

  if (fetching && !data) return <HomeSkeleton />;
  if (error && !data) {
    return (
      <Notice role="alert">
        <p>Featured phones could not be loaded: {errorMessageOf(error)}</p>
        <button type="button" onClick={() => refetch({ requestPolicy: 'network-only' })}>
          Try Again
        </button>
      </Notice>
    );
  }
  const phones = (data?.homeMobiles ?? []).slice(0, FEATURED_COUNT);
  if (phones.length === 0) return <Notice>No featured phones right now. Browse all phones in the Mobile section.</Notice>;

  return (
    <Grid>
      {phones.map((phone) => (
        <PhoneCard key={`${phone.companyPath}/${phone.path}`}>
          <Link to={modelUrl('mobile', phone.companyPath, phone.path)}>
            {phone.img ? <img src={mediaUrl(phone.img)} alt="" width={120} height={120} loading="lazy" /> : <span />}
            <strong>{phone.name}</strong>
            {phone.price && <small>{phone.price}</small>}
          </Link>
        </PhoneCard>
      ))}
    </Grid>
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
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px;
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
  a:hover { transform: translateY(-2px); }
  strong { font-size: 1.2rem; }
  span { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const PhoneCard = styled.li`
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 8px;
    height: 100%;
    padding: 16px;
    border-radius: ${({ theme }) => theme.radius.large};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    text-align: center;
    text-decoration: none;
  }
  img, a > span { width: 120px; height: 120px; object-fit: contain; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Notice = styled.div`
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  p { margin: 0 0 10px; }
  button {
    padding: 8px 16px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
`;
