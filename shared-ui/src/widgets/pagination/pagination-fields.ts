import { graphql, type ResultOf } from '@gadgets/shared-ui';

/** What every paginated list asks for, so listings and the Pagination widget read one shape. */
export const PaginationFields = graphql(`
  fragment PaginationFields on PaginationInfo {
    currentPage
    totalPages
    totalItems
    itemsPerPage
    hasNextPage
    hasPreviousPage
  }
`);

export type PaginationInfo = ResultOf<typeof PaginationFields>;
