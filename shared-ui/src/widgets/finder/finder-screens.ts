/**
 * Where a finder changes its layout: beside the results on a wide screen, behind a 'Filters' button on a narrow one.
 * Decided by CSS alone, so the server's page is right at every width and nothing moves once the page runs.
 */
export const NARROW_SCREEN = '(max-width: 800px)';
export const WIDE_SCREEN = '(min-width: 801px)';
