/**
 * The page information of one page of a paged list (the schema's PaginationInfo). `fewestPages` 1 counts an empty
 * list as one empty page, as the part picker shows it.
 */
export function pageInfo(page: number, limit: number, totalItems: number, fewestPages = 0) {
  const totalPages = Math.max(fewestPages, Math.ceil(totalItems / limit));
  return {
    currentPage: page,
    totalPages,
    totalItems,
    itemsPerPage: limit,
    hasNextPage: page < totalPages,
    hasPreviousPage: page > 1,
  };
}
