// Spec section 9 (the search debounce is shared with every search box: SEARCH_DEBOUNCE_MS in shared-ui).
export const SEARCH_CLOSE_DELAY_MS = 300;
export const SEARCH_FOCUS_DELAY_MS = 100;
