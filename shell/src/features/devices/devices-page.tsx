import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from 'urql';
import {
  bareList,
  errorMessageOf,
  fillingGrid,
  graphql,
  outlinedPill,
  PageContainer,
  PageLead,
  PageTitle,
  useMediaUrl,
  usePageMeta,
} from '@gadgets/shared-ui';

export const DevicesPage_DevicesQuery = graphql(`
  query DevicesPage_Devices($category: String) {
    devices(category: $category) {
      id
      name
      brand
      category
      description
      img
      averageRating
    }
  }
`);

/** The footer's device categories; the query parameter is the lower-case name. */
export const DEVICE_CATEGORIES = [
  { value: 'smartphones', label: 'Smartphones' },
  { value: 'tablets', label: 'Tablets' },
  { value: 'smartwatches', label: 'Smartwatches' },
  { value: 'earbuds', label: 'Earbuds' },
  { value: 'accessories', label: 'Accessories' },
];

export default function DevicesPage() {
  const [params] = useSearchParams();
  const category = params.get('category')?.toLowerCase() ?? null;
  const label = DEVICE_CATEGORIES.find((entry) => entry.value === category)?.label;
  const [{ data, fetching, error }, refetch] = useQuery({ query: DevicesPage_DevicesQuery, variables: { category } });
  const mediaUrl = useMediaUrl();
  const devices = data?.devices ?? [];
  usePageMeta({ title: label ?? 'Devices' });

  return (
    <PageContainer>
      <PageTitle>{label ?? 'All devices'}</PageTitle>
      <PageLead>Tablets, watches, earbuds and more from the brands we cover, with ratings from our readers.</PageLead>
      <Tabs aria-label="Device categories">
        <li>
          <Link to="/devices" aria-current={category === null ? 'page' : undefined}>
            All
          </Link>
        </li>
        {DEVICE_CATEGORIES.map((entry) => (
          <li key={entry.value}>
            <Link to={`/devices?category=${entry.value}`} aria-current={entry.value === category ? 'page' : undefined}>
              {entry.label}
            </Link>
          </li>
        ))}
      </Tabs>

      {fetching && devices.length === 0 && <Muted role="status">Loading devices...</Muted>}
      {error && devices.length === 0 && !fetching && (
        <Muted role="alert">
          Devices could not be loaded: {errorMessageOf(error)}{' '}
          <button type="button" onClick={() => refetch({ requestPolicy: 'network-only' })}>
            Try Again
          </button>
        </Muted>
      )}
      {!fetching && !error && devices.length === 0 && <Muted>No devices in this category yet. Check back soon.</Muted>}
      {devices.length > 0 && (
        <Grid>
          {devices.map((device) => (
            <li key={device.id}>
              {device.img ? <img src={mediaUrl(device.img)} alt="" width={96} height={96} loading="lazy" /> : <span />}
              <h2>{device.name}</h2>
              <small>
                {device.brand} • {device.category}
              </small>
              {device.description && <p>{device.description}</p>}
              {device.averageRating !== null && <Rating>Rated {device.averageRating.toFixed(1)} out of 5</Rating>}
            </li>
          ))}
        </Grid>
      )}
    </PageContainer>
  );
}

const Tabs = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 24px;
  padding: 0;
  a {
    display: inline-block;
    padding: 6px 14px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.accents.blue.strong};
    color: #fff;
    border-color: transparent;
  }
`;

const Grid = styled.ul`
  ${bareList}
  ${fillingGrid('220px', '16px')}
  li {
    padding: 16px;
    border-radius: ${({ theme }) => theme.radius.large};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  img,
  li > span {
    display: block;
    width: 96px;
    height: 96px;
    object-fit: contain;
  }
  h2 {
    margin: 10px 0 2px;
    font-size: 1.05rem;
  }
  small,
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    font-size: 0.9rem;
    margin: 8px 0 0;
  }
`;

const Rating = styled.strong`
  display: block;
  margin-top: 8px;
  font-size: 0.85rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  button {
    margin-left: 8px;
    padding: 6px 14px;
    ${outlinedPill}
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
  }
`;
