/**
 * Pieces of the API filter every finder builds from its state: the address keeps whole dollars and lists that may be
 * empty; the API takes cents and no list at all for 'any'.
 */
export const centsOf = (dollars: number | undefined) => (dollars === undefined ? undefined : Math.round(dollars * 100));

export const nonEmptyOrUndefined = <List extends readonly unknown[]>(list: List) =>
  list.length > 0 ? list : undefined;

/** The filters every model finder (phones, laptops) keeps under address names of its own. */
interface ModelFinderState {
  brands: string[];
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

/**
 * The API filter of the model finders' filters that the address names otherwise: the brands, as the site names them
 * (`brand=`; the API's companyPaths), and the list price range, whole dollars in the address. Their other filters
 * read in the address under their arguments' names.
 */
export function modelFinderFilterOf(state: ModelFinderState) {
  return {
    companyPaths: nonEmptyOrUndefined(state.brands),
    minPriceCents: centsOf(state.minPrice),
    maxPriceCents: centsOf(state.maxPrice),
  };
}
