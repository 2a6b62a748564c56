import { COMPARE_LIMIT, type CompareItem } from '@gadgets/shared-ui';
import {
  BEST_RATED_SORT,
  COMPARE_QUERY_PARAMETER,
  decodeCompareList,
  defineFinder,
  encodeCompareList,
  numberFields,
} from '@gadgets/shared-ui/widgets';

/** Currencies list prices are stated in (the API's list); prices compare only within one of them. */
export const CURRENCY_OPTIONS = ['USD', 'INR', 'EUR', 'GBP'].map((code) => ({
  value: code,
  slug: code.toLowerCase(),
  label: code,
}));

const SORT_OPTIONS = [
  { value: 'BRAND', slug: 'brand', label: 'Brand' },
  { value: 'DISPLACEMENT_DESC', slug: 'engine-desc', label: 'Largest engine first' },
  { value: 'DISPLACEMENT_ASC', slug: 'engine', label: 'Smallest engine first' },
  { value: 'POWER_DESC', slug: 'power', label: 'Most powerful first' },
  { value: 'MILEAGE_DESC', slug: 'mileage', label: 'Best mileage first' },
  BEST_RATED_SORT,
] as const;

/**
 * The catalogue's search, filters, sort, page and compare list as they live in the address
 * (`/bike/catalog?q=duke&brand=ktm,honda&minCc=300&currency=usd&maxPrice=9000&compare=...`), so a search can be
 * shared and survives a reload.
 */
export const BIKE_CATALOGUE = defineFinder(
  {
    q: { kind: 'text', param: 'q' },
    brands: { kind: 'slugs', param: 'brand' },
    ...numberFields('minCc', 'maxCc'),
    currency: { kind: 'one', param: 'currency', options: CURRENCY_OPTIONS },
    ...numberFields('minPrice', 'maxPrice'),
    compare: { kind: 'text', param: COMPARE_QUERY_PARAMETER },
  },
  SORT_OPTIONS,
);

export type CatalogueState = ReturnType<typeof BIKE_CATALOGUE.stateFromSearch>;

/** The bikes picked to compare, as the address keeps them. */
export function compareOf(state: CatalogueState): CompareItem[] {
  return state.compare ? (decodeCompareList(state.compare) ?? []).slice(0, COMPARE_LIMIT) : [];
}

/** The same state with another compare list (the page stays: comparing is not filtering). */
export function withCompare(state: CatalogueState, compare: readonly CompareItem[]): CatalogueState {
  return { ...state, compare: compare.length > 0 ? encodeCompareList(compare) : undefined };
}

/** The API's BikeFinderFilter for a state (a price range goes with its currency, which the API requires). */
export function catalogueFilterOf(state: CatalogueState) {
  return {
    searchTerm: state.q ?? null,
    companyPaths: state.brands.length > 0 ? state.brands : null,
    minDisplacementCc: state.minCc ?? null,
    maxDisplacementCc: state.maxCc ?? null,
    priceCurrency: state.currency ?? null,
    minPrice: state.currency ? (state.minPrice ?? null) : null,
    maxPrice: state.currency ? (state.maxPrice ?? null) : null,
  };
}
