import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from 'urql';
import {
  graphql,
  modelUrl,
  PageContainer,
  PageLead,
  PageTitle,
  usePageMeta,
  type CatalogueSectionName,
} from '@gadgets/shared-ui';
import { cardNameOf, SearchResultFields, type ModelSearchResult } from '@gadgets/shared-ui/widgets';
import { SearchResultGroup } from './search-result-group';
import { partCategoryLabel, partPageUrl, partsViewAllLinkOf, viewAllLinkOf } from './view-all-link';

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

export const SearchPage_SearchPartsQuery = graphql(`
  query SearchPage_SearchParts($search: String!) {
    pcParts(search: $search, limit: 20) {
      id
      category
      manufacturer
      name
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
    description: 'Phones, laptops, bikes and PC parts whose name, brand or series matches.',
  });

  const [phones] = useQuery({ query: SearchPage_SearchMobilesQuery, variables: { searchKey: query }, pause: paused });
  const [laptops] = useQuery({ query: SearchPage_SearchLaptopsQuery, variables: { searchKey: query }, pause: paused });
  const [bikes] = useQuery({ query: SearchPage_SearchBikesQuery, variables: { searchTerm: query }, pause: paused });
  const [parts] = useQuery({ query: SearchPage_SearchPartsQuery, variables: { search: query }, pause: paused });
  const partHits = parts.data?.pcParts ?? [];

  const groups = [
    { title: 'Phones', section: 'mobile', result: phones, hits: phones.data?.searchMobiles ?? [] },
    { title: 'Laptops', section: 'laptop', result: laptops, hits: laptops.data?.searchLaptops ?? [] },
    {
      title: 'Bikes',
      section: 'bike',
      result: bikes,
      hits: (bikes.data?.searchBikeFeatures ?? []).map((bike) => ({ ...bike, name: bike.model })),
    },
  ] as const;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    setParams(next ? { q: next } : {});
  };

  return (
    <PageContainer>
      <PageTitle>{query ? `Results for "${query}"` : 'Search'}</PageTitle>
      <PageLead>Phones, laptops, bikes and PC parts whose name, brand or series matches.</PageLead>
      <SearchForm role="search" onSubmit={submit}>
        <label htmlFor="search-page-query">Search the catalogue</label>
        <div>
          <input
            id="search-page-query"
            type="search"
            value={draft}
            placeholder="Search phones, laptops, bikes and PC parts"
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit">Search</button>
        </div>
      </SearchForm>

      {!paused &&
        groups.map(({ title, section, result, hits }) => (
          <SearchResultGroup
            key={section}
            title={title}
            fetching={result.fetching}
            error={result.error}
            viewAll={viewAllLinkOf(section, query, hits)}
            cards={cardsOf(section, hits)}
          />
        ))}
      {!paused && (
        <SearchResultGroup
          title="PC parts"
          fetching={parts.fetching}
          error={parts.error}
          viewAll={partsViewAllLinkOf(query, partHits)}
          cards={partHits.map((part) => ({
            key: part.id,
            to: partPageUrl(part.category, part.id),
            name: part.name,
            detail: `${part.manufacturer} • ${partCategoryLabel(part.category)}`,
            img: null,
          }))}
        />
      )}
    </PageContainer>
  );
}

/** A group's cards: each found model links to its page and reads 'Brand • Series' (the brand alone without one). */
function cardsOf(section: CatalogueSectionName, hits: readonly ModelSearchResult[]) {
  return hits.map((hit) => ({
    key: `${hit.companyPath}/${hit.path}`,
    to: modelUrl(section, hit.companyPath, hit.path),
    name: cardNameOf(hit.name, hit.companyName),
    detail: hit.series ? `${hit.companyName} • ${hit.series}` : hit.companyName,
    img: hit.img,
  }));
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
