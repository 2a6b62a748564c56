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

/**
 * What the overlay is showing for the text typed so far (spec section 4): the search runs on non-blank text only,
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

  useEffect(() => {
    if (error) console.error('Search failed', error);
  }, [error]);
  useEffect(() => setHighlight(-1), [searchKey]);

  const results = searchKey && !error ? (data?.searchMobiles ?? []) : [];
  const loading = trimmed !== '' && (trimmed !== searchKey || fetching);
  const showResults = trimmed !== '' && !loading && results.length > 0;
  return { query, setQuery, trimmed, results, loading, showResults, highlight, setHighlight };
}
