import { COMPARE_LIMIT, type CompareItem } from '@gadgets/shared-ui';
import { COMPARE_QUERY_PARAMETER, decodeCompareList, encodeCompareList } from '@gadgets/shared-ui/widgets';

/** The catalogue's filters as they live in the address, so a search can be shared and survives a reload. */
export interface CatalogFilters {
  q: string;
  brand: string;
  minCc: string;
  maxCc: string;
  currency: string;
  minPrice: string;
  maxPrice: string;
}

const KEYS: (keyof CatalogFilters)[] = ['q', 'brand', 'minCc', 'maxCc', 'currency', 'minPrice', 'maxPrice'];

export const EMPTY_FILTERS: CatalogFilters = {
  q: '',
  brand: '',
  minCc: '',
  maxCc: '',
  currency: '',
  minPrice: '',
  maxPrice: '',
};

export function filtersFromSearch(search: URLSearchParams): CatalogFilters {
  return Object.fromEntries(KEYS.map((key) => [key, search.get(key)?.trim() ?? ''])) as unknown as CatalogFilters;
}

/** The address for these filters; blank ones are left out, the compare list is kept. */
export function searchOf(filters: CatalogFilters, compare: readonly CompareItem[]): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key].trim();
    if (value) search.set(key, value);
  }
  if (compare.length > 0) search.set(COMPARE_QUERY_PARAMETER, encodeCompareList(compare));
  return search;
}

export function compareFromSearch(search: URLSearchParams): CompareItem[] {
  const value = search.get(COMPARE_QUERY_PARAMETER);
  return value ? (decodeCompareList(value) ?? []).slice(0, COMPARE_LIMIT) : [];
}

const numberOrNull = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));

/** The API's BikeCatalogFilter for these filters (a price range is sent with its currency). */
export function catalogFilterOf(filters: CatalogFilters) {
  return {
    searchTerm: filters.q || null,
    companyPaths: filters.brand ? [filters.brand] : null,
    minDisplacementCc: numberOrNull(filters.minCc),
    maxDisplacementCc: numberOrNull(filters.maxCc),
    priceCurrency: filters.currency || null,
    minPrice: numberOrNull(filters.minPrice),
    maxPrice: numberOrNull(filters.maxPrice),
  };
}
