import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from 'urql';
import { errorMessageOf, graphql, modelUrl, PageContainer, PageLead, PageTitle, SectionHeading, usePageMeta } from '@gadgets/shared-ui';
import { SearchResultFields } from '@gadgets/shared-ui/widgets';
import { DeviceImage } from './device-image';

export const SearchPage_SearchMobilesQuery = graphql(`
  query SearchPage_SearchMobiles($searchKey: String!) {
    searchMobiles(searchKey: $searchKey) {
      ...SearchResultFields
    }
  }
`, [SearchResultFields]);

export const SearchPage_SearchLaptopsQuery = graphql(`
  query SearchPage_SearchLaptops($searchKey: String!) {
    searchLaptops(searchKey: $searchKey) {
      ...SearchResultFields
    }
  }
`, [SearchResultFields]);

export const SearchPage_SearchBikesQuery = graphql(`
  query SearchPage_SearchBikes($searchTerm: String!) {
    searchBikeFeatures(searchTerm: $searchTerm) {
      companyName: company
      companyPath
      model
      path
      series
      img
    }
  }
`);

interface ResultCard {
  key: string;
  to: string;
  name: string;
  detail: string;
  img: string | null;
}


/** Full results for a query (the overlay's "View all results"), grouped by catalogue; each group loads on its own. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const [draft, setDraft] = useState(query);
  useEffect(() => setDraft(query), [query]);
  const paused = query === '';
  usePageMeta({ title: query ? `Search results for "${query}"` : 'Search', description: 'Phones, laptops and bikes whose name, brand or series matches.' });

  const [phones] = useQuery({ query: SearchPage_SearchMobilesQuery, variables: { searchKey: query }, pause: paused });
  const [laptops] = useQuery({ query: SearchPage_SearchLaptopsQuery, variables: { searchKey: query }, pause: paused });
  const [bikes] = useQuery({ query: SearchPage_SearchBikesQuery, variables: { searchTerm: query }, pause: paused });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    setParams(next ? { q: next } : {});
  };

  const detail = (company: string, series: string | null) => (series ? `${company} • ${series}` : company);

  return (
    <PageContainer>
      <PageTitle>{query ? `Results for "${query}"` : 'Search'}</PageTitle>
      <PageLead>Phones, laptops and bikes whose name, brand or series matches.</PageLead>
      <SearchForm role="search" onSubmit={submit}>
        <label htmlFor="search-page-query">Search the catalogue</label>
        <div>
          <input
            id="search-page-query"
            type="search"
            value={draft}
            placeholder="Search phones, laptops and bikes"
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit">Search</button>
        </div>
      </SearchForm>

      {!paused && (
        <>
          <ResultGroup
            title="Phones"
            fetching={phones.fetching}
            error={phones.error}
            cards={(phones.data?.searchMobiles ?? []).map((phone) => ({
              key: `${phone.companyPath}/${phone.path}`,
              to: modelUrl('mobile', phone.companyPath, phone.path),
              name: phone.name,
              detail: detail(phone.companyName, phone.series),
              img: phone.img,
            }))}
          />
          <ResultGroup
            title="Laptops"
            fetching={laptops.fetching}
            error={laptops.error}
            cards={(laptops.data?.searchLaptops ?? []).map((laptop) => ({
              key: `${laptop.companyPath}/${laptop.path}`,
              to: modelUrl('laptop', laptop.companyPath, laptop.path),
              name: laptop.name,
              detail: detail(laptop.companyName, laptop.series),
              img: laptop.img,
            }))}
          />
          <ResultGroup
            title="Bikes"
            fetching={bikes.fetching}
            error={bikes.error}
            cards={(bikes.data?.searchBikeFeatures ?? []).map((bike) => ({
              key: `${bike.companyPath}/${bike.path}`,
              to: modelUrl('bike', bike.companyPath, bike.path),
              name: bike.model,
              detail: detail(bike.companyName, bike.series),
              img: bike.img,
            }))}
          />
        </>
      )}
    </PageContainer>
  );
}

interface ResultGroupProps {
  title: string;
  fetching: boolean;
  error: unknown;
  cards: ResultCard[];
}

function ResultGroup({ title, fetching, error, cards }: ResultGroupProps) {
  let body: ReactNode;
  if (fetching && cards.length === 0) body = <Muted role="status">Searching {title.toLowerCase()}...</Muted>;
  else if (error && cards.length === 0) body = <Muted role="alert">{title} could not be searched: {errorMessageOf(error)}</Muted>;
  else if (cards.length === 0) body = <Muted>No {title.toLowerCase()} match.</Muted>;
  else {
    body = (
      <Cards>
        {cards.map((card) => (
          <li key={card.key}>
            <Link to={card.to}>
              <DeviceImage src={card.img} size={56} />
              <span>
                <strong>{card.name}</strong>
                <small>{card.detail}</small>
              </span>
            </Link>
          </li>
        ))}
      </Cards>
    );
  }
  return (
    <section aria-label={title}>
      <SectionHeading>
        {title}
        {cards.length > 0 && <Count> ({cards.length})</Count>}
      </SectionHeading>
      {body}
    </section>
  );
}

const SearchForm = styled.form`
  margin-bottom: 8px;
  label { display: block; margin-bottom: 6px; font-weight: 600; }
  div { display: flex; gap: 8px; max-width: 560px; }
  input {
    flex: 1;
    padding: 10px 14px;
    border-radius: ${({ theme }) => theme.radius.small};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
  }
  button {
    padding: 10px 20px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.accents.blue.strong};
    color: #fff;
    font-weight: 700;
    cursor: pointer;
  }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 12px;
  a {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 12px;
    border-radius: ${({ theme }) => theme.radius.medium};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    text-decoration: none;
  }
  span { display: flex; flex-direction: column; min-width: 0; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
