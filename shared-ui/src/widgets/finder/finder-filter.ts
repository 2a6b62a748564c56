/**
 * Pieces of the API filter every finder builds from its state: the address keeps whole dollars and lists that may be
 * empty; the API takes cents and no list at all for 'any'.
 */
export const centsOf = (dollars: number | undefined) => (dollars === undefined ? undefined : Math.round(dollars * 100));

export const nonEmptyOrUndefined = <List extends readonly unknown[]>(list: List) =>
  list.length > 0 ? list : undefined;

/** What every model finder (phones, laptops) keeps in its state for the filters they all have. */
interface ModelFinderState {
  brands: string[];
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minYear?: number | undefined;
  maxYear?: number | undefined;
}

/** The API filter of the filters every model finder has: brands, the list price range and the release years. */
export function modelFinderFilterOf(state: ModelFinderState) {
  return {
    companyPaths: nonEmptyOrUndefined(state.brands),
    minPriceCents: centsOf(state.minPrice),
    maxPriceCents: centsOf(state.maxPrice),
    minReleaseYear: state.minYear,
    maxReleaseYear: state.maxYear,
  };
}
