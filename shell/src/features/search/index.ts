// The search feature's entry: the header's search box and the overlay it opens.
export { SearchBox } from './search-box';
export { SearchOverlay } from './search-overlay';
