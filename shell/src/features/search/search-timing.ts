// The overlay fades out over SEARCH_CLOSE_DELAY_MS and focuses its field SEARCH_FOCUS_DELAY_MS after opening
// (the search debounce is shared with every search box: SEARCH_DEBOUNCE_MS in shared-ui).
export const SEARCH_CLOSE_DELAY_MS = 300;
export const SEARCH_FOCUS_DELAY_MS = 100;
