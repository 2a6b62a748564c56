export const PAGE_WINDOW_SIZE = 5;

export type PageToken = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * Up to `windowSize` page numbers around the current page; the first and last page
 * are always reachable, with an ellipsis when they sit outside the window.
 */
export function paginationWindow(currentPage: number, totalPages: number, windowSize = PAGE_WINDOW_SIZE): PageToken[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, currentPage), totalPages);
  const half = Math.floor(windowSize / 2);
  const start = Math.max(1, Math.min(current - half, totalPages - windowSize + 1));
  const end = Math.min(totalPages, start + windowSize - 1);
  const tokens: PageToken[] = [];
  if (start > 1) {
    tokens.push(1);
    if (start > 2) tokens.push('start-ellipsis');
  }
  for (let page = start; page <= end; page += 1) tokens.push(page);
  if (end < totalPages) {
    if (end < totalPages - 1) tokens.push('end-ellipsis');
    tokens.push(totalPages);
  }
  return tokens;
}

/** Reads `?page=` leniently: anything that is not a positive whole number means page 1. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
