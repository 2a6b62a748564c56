import { COMPARE_LIMIT, type CompareItem } from '@gadgets/shared-ui';
import {
  BEST_RATED_SORT,
  COMPARE_QUERY_PARAMETER,
  decodeCompareList,
  defineFinder,
  encodeCompareList,
  nonEmptyOrUndefined,
  numberFields,
} from '@gadgets/shared-ui/widgets';
import type { VariablesOf } from '@gadgets/shared-ui';
import type { BikeCataloguePage_SearchQuery } from './bike-catalogue-queries';

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
 * The catalogue's search, filters, sort, page and compare list as they live in the address, so a search can be shared
 * and survives a reload: `/bike/catalog?searchTerm=duke&brand=ktm,honda&minDisplacementCc=300&priceCurrency=usd&...`.
 * Each filter reads there under the name of the API argument it becomes, and addresses saved under the names it had
 * before (`q`, `minCc`, `currency`) still select it; the brands keep the site's name for them (`brand`, the API's
 * `companyPaths`).
 */
export const BIKE_CATALOGUE = defineFinder(
  {
    searchTerm: { kind: 'text', formerParams: ['q'] },
    brands: { kind: 'slugs', param: 'brand' },
    minDisplacementCc: { kind: 'number', formerParams: ['minCc'] },
    maxDisplacementCc: { kind: 'number', formerParams: ['maxCc'] },
    priceCurrency: { kind: 'one', options: CURRENCY_OPTIONS, formerParams: ['currency'] },
    // In the currency's own units, as the API takes them (bike prices are not cents).
    ...numberFields('minPrice', 'maxPrice'),
    compare: { kind: 'text', param: COMPARE_QUERY_PARAMETER },
  },
  SORT_OPTIONS,
);

export type CatalogueState = ReturnType<typeof BIKE_CATALOGUE.stateFromSearch>;
type BikeFinderFilter = NonNullable<VariablesOf<typeof BikeCataloguePage_SearchQuery>['filter']>;

/** The bikes picked to compare, as the address keeps them. */
export function compareOf(state: CatalogueState): CompareItem[] {
  return state.compare ? (decodeCompareList(state.compare) ?? []).slice(0, COMPARE_LIMIT) : [];
}

/** The same state with another compare list (the page stays: comparing is not filtering). */
export function withCompare(state: CatalogueState, compare: readonly CompareItem[]): CatalogueState {
  return { ...state, compare: compare.length > 0 ? encodeCompareList(compare) : undefined };
}

/** The API's BikeFinderFilter for a state (a price range goes with its currency, which the API requires). */
export function catalogueFilterOf(state: CatalogueState): BikeFinderFilter {
  const { brands, minPrice, maxPrice, compare: _compare, sort: _sort, page: _page, ...rest } = state;
  // The rest are named as their arguments: they go as they are (a key the API does not take fails to compile here).
  const sameNamed: Pick<BikeFinderFilter, keyof typeof rest> = rest;
  return {
    ...sameNamed,
    companyPaths: nonEmptyOrUndefined(brands),
    minPrice: state.priceCurrency ? minPrice : undefined,
    maxPrice: state.priceCurrency ? maxPrice : undefined,
  };
}
