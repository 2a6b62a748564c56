/**
 * The first place in `from`..`to` where `before(place)` is false, for a range sorted so that every place where it is
 * true comes first (a lower bound): `to` when there is none.
 */
export function firstPlaceNotBefore(from: number, to: number, before: (place: number) => boolean): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}
