/**
 * Pieces of the API filter every finder builds from its state: the address keeps whole dollars and lists that may be
 * empty; the API takes cents and no list at all for 'any'.
 */
export const centsOf = (dollars: number | undefined) => (dollars === undefined ? undefined : Math.round(dollars * 100));

export const nonEmptyOrUndefined = <List extends readonly unknown[]>(list: List) =>
  list.length > 0 ? list : undefined;
