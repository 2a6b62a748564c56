import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from 'urql';
import { graphql, modelUrl, PageContainer, PageLead, PageTitle, usePageMeta } from '@gadgets/shared-ui';
import { cardNameOf, SearchResultFields } from '@gadgets/shared-ui/widgets';
import { SearchResultGroup } from './search-result-group';
import { viewAllLinkOf } from './view-all-link';

export const SearchPage_SearchMobilesQuery = graphql(
  `
    query SearchPage_SearchMobiles($searchKey: String!) {
      searchMobiles(searchKey: $searchKey) {
        ...SearchResultFields
      }
    }
  `,
  [SearchResultFields],
);

export const SearchPage_SearchLaptopsQuery = graphql(
  `
    query SearchPage_SearchLaptops($searchKey: String!) {
      searchLaptops(searchKey: $searchKey) {
        ...SearchResultFields
      }
    }
  `,
  [SearchResultFields],
);

export const SearchPage_SearchBikesQuery = graphql(`
  query SearchPage_SearchBikes($searchTerm: String!) {
    searchBikeFeatures(searchTerm: $searchTerm) {
      companyName
      companyPath
      model
      path
      series
      img
    }
  }
`);

/** Full results for a query (the overlay's "View all results"), grouped by catalogue; each group loads on its own. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const [draft, setDraft] = useState(query);
  useEffect(() => setDraft(query), [query]);
  const paused = query === '';
  usePageMeta({
    title: query ? `Search results for "${query}"` : 'Search',
    description: 'Phones, laptops and bikes whose name, brand or series matches.',
  });

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
          <SearchResultGroup
            title="Phones"
            fetching={phones.fetching}
            error={phones.error}
            viewAll={viewAllLinkOf('mobile', query, phones.data?.searchMobiles ?? [])}
            cards={(phones.data?.searchMobiles ?? []).map((phone) => ({
              key: `${phone.companyPath}/${phone.path}`,
              to: modelUrl('mobile', phone.companyPath, phone.path),
              name: cardNameOf(phone.name, phone.companyName),
              detail: detail(phone.companyName, phone.series),
              img: phone.img,
            }))}
          />
          <SearchResultGroup
            title="Laptops"
            fetching={laptops.fetching}
            error={laptops.error}
            viewAll={viewAllLinkOf('laptop', query, laptops.data?.searchLaptops ?? [])}
            cards={(laptops.data?.searchLaptops ?? []).map((laptop) => ({
              key: `${laptop.companyPath}/${laptop.path}`,
              to: modelUrl('laptop', laptop.companyPath, laptop.path),
              name: cardNameOf(laptop.name, laptop.companyName),
              detail: detail(laptop.companyName, laptop.series),
              img: laptop.img,
            }))}
          />
          <SearchResultGroup
            title="Bikes"
            fetching={bikes.fetching}
            error={bikes.error}
            viewAll={viewAllLinkOf('bike', query, bikes.data?.searchBikeFeatures ?? [])}
            cards={(bikes.data?.searchBikeFeatures ?? []).map((bike) => ({
              key: `${bike.companyPath}/${bike.path}`,
              to: modelUrl('bike', bike.companyPath, bike.path),
              name: cardNameOf(bike.model, bike.companyName),
              detail: detail(bike.companyName, bike.series),
              img: bike.img,
            }))}
          />
        </>
      )}
    </PageContainer>
  );
}

const SearchForm = styled.form`
  margin-bottom: 8px;
  label {
    display: block;
    margin-bottom: 6px;
    font-weight: 600;
  }
  div {
    display: flex;
    gap: 8px;
    max-width: 560px;
  }
  input {
    flex: 1;
    min-width: 0;
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
    color: ${({ theme }) => theme.accents.blue.contrastText};
    font-weight: 700;
    cursor: pointer;
  }
`;
