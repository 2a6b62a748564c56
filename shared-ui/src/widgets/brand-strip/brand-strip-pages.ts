/** One page of the strip scrolls 0.8 of its visible width, so neighbouring pages overlap a little. */
export const PAGE_STEP_RATIO = 0.8;

/** About the scrollable width over 0.8 of the visible width, plus one, at least 2. */
export function brandStripPageCount(scrollWidth: number, clientWidth: number): number {
  if (clientWidth <= 0) return 2;
  const scrollable = Math.max(0, scrollWidth - clientWidth);
  return Math.max(2, Math.ceil(scrollable / (PAGE_STEP_RATIO * clientWidth)) + 1);
}

/** Where the strip scrolls to for a dot. */
export function brandStripPageOffset(page: number, scrollWidth: number, clientWidth: number): number {
  const maxOffset = Math.max(0, scrollWidth - clientWidth);
  return Math.min(maxOffset, Math.round(page * PAGE_STEP_RATIO * clientWidth));
}

/** Which dot is lit for a scroll position: the last one once the end is reached. */
export function brandStripActivePage(scrollLeft: number, scrollWidth: number, clientWidth: number): number {
  const pages = brandStripPageCount(scrollWidth, clientWidth);
  if (clientWidth <= 0) return 0;
  if (scrollLeft >= scrollWidth - clientWidth - 1 && scrollLeft > 0) return pages - 1;
  return Math.min(pages - 1, Math.round(scrollLeft / (PAGE_STEP_RATIO * clientWidth)));
}
