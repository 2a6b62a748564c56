// Spec section 9.
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_CLOSE_DELAY_MS = 300;
export const SEARCH_FOCUS_DELAY_MS = 100;
