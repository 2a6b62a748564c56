import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '@gadgets/shared-ui';
import { SEARCH_DEBOUNCE_MS, SearchResultFields, useDebouncedValue } from '@gadgets/shared-ui/widgets';

export const SearchDialog_SearchMobilesQuery = graphql(
  `
    query SearchDialog_SearchMobiles($searchKey: String!) {
      searchMobiles(searchKey: $searchKey) {
        ...SearchResultFields
      }
    }
  `,
  [SearchResultFields],
);

/** How many laptops, bikes and PC parts match too, so the overlay can say what else /search would show. */
export const SearchDialog_OtherCategoriesQuery = graphql(`
  query SearchDialog_OtherCategories($searchKey: String!) {
    searchLaptops(searchKey: $searchKey) {
      path
    }
    searchBikeFeatures(searchTerm: $searchKey) {
      path
    }
    pcParts(search: $searchKey, limit: 20) {
      id
    }
  }
`);

export interface CategoryCounts {
  phones: number;
  /** Null until known (or when that search failed: the overlay then just leaves it out). */
  laptops: number | null;
  bikes: number | null;
  parts: number | null;
}

/**
 * What the overlay is showing for the text typed so far: the search runs on non-blank text only,
 * after the debounce; a failure shows as no results (and is logged); each new query starts without a highlight.
 */
export function useSearchSession() {
  const [query, setQuery] = useState('');
  const [highlight, setHighlight] = useState(-1);
  const trimmed = query.trim();
  const searchKey = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const [{ data, fetching, error }] = useQuery({
    query: SearchDialog_SearchMobilesQuery,
    variables: { searchKey },
    pause: searchKey === '',
  });

  const [others] = useQuery({
    query: SearchDialog_OtherCategoriesQuery,
    variables: { searchKey },
    pause: searchKey === '',
  });

  useEffect(() => {
    if (error) console.error('Search failed', error);
  }, [error]);
  useEffect(() => setHighlight(-1), [searchKey]);

  const results = searchKey && !error ? (data?.searchMobiles ?? []) : [];
  const loading = trimmed !== '' && (trimmed !== searchKey || fetching);
  const showResults = trimmed !== '' && !loading && results.length > 0;
  const otherData = searchKey && !others.error && !others.fetching ? others.data : undefined;
  const counts: CategoryCounts = {
    phones: results.length,
    laptops: otherData?.searchLaptops.length ?? null,
    bikes: otherData?.searchBikeFeatures.length ?? null,
    parts: otherData?.pcParts.length ?? null,
  };
  return { query, setQuery, trimmed, results, counts, loading, showResults, highlight, setHighlight };
}
