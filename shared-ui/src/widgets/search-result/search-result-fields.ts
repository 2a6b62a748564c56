import { graphql, type ResultOf } from '@gadgets/shared-ui';

/** The fields every search list shows: the overlay's rows, the results page's cards and compare pickers. */
export const SearchResultFields = graphql(`
  fragment SearchResultFields on SearchResult {
    name
    companyName
    companyPath
    path
    series
    img
  }
`);

/** One model found by name, brand or series. */
export type ModelSearchResult = ResultOf<typeof SearchResultFields>;
