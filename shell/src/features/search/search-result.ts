import { gql } from 'urql';

/** One phone or laptop found by name, brand or series (the API's SearchResult). */
export interface ModelSearchResult {
  name: string;
  company: string;
  /** Brand path for links: /mobile/{companyPath}/{path}. */
  companyPath: string;
  path: string;
  series: string | null;
  img: string | null;
}

/** The fields every search list shows: the overlay's rows and the results page's cards. */
export const SearchResultFields = gql`
  fragment SearchResultFields on SearchResult {
    name
    company
    companyPath
    path
    series
    img
  }
`;
