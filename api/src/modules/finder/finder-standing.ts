import { firstPlaceNotBefore } from '../../shared/binary-search';
import type { RowBits } from './finder-bits';

/**
 * Where one model's value in a number column stands among the catalogue's: how many models have a known value there,
 * and how many of those a smaller or a larger one (equal values are neither). Which side is better is the category's
 * to say; the index only counts.
 */
export interface FinderStanding {
  column: string;
  value: number;
  known: number;
  below: number;
  above: number;
}

/** The known values (not NaN) of the rows in `rows`, sorted ascending: what a standing is a binary search in. */
export function sortedKnownValues(column: Float64Array, rows: RowBits): Float64Array {
  const values: number[] = [];
  for (let row = 0; row < column.length; row++) {
    const value = column[row]!;
    if ((rows[row >>> 5]! & (1 << (row & 31))) !== 0 && !Number.isNaN(value)) values.push(value);
  }
  return Float64Array.from(values).sort();
}

/** A value's standing among sorted values: two binary searches. */
export function standingAmong(sorted: Float64Array, column: string, value: number): FinderStanding {
  const below = firstPlaceNotBefore(0, sorted.length, (place) => sorted[place]! < value);
  const notAbove = firstPlaceNotBefore(below, sorted.length, (place) => sorted[place]! <= value);
  return { column, value, known: sorted.length, below, above: sorted.length - notAbove };
}
