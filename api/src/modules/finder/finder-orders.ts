import type { RowBits } from './finder-bits';
import type { FinderSortKey } from './finder-conditions';

/** A finder index's columns as the orders read them: numbers, and texts as codes into their values. */
export interface OrderedColumns {
  ids: Int32Array;
  numbers: ReadonlyMap<string, Float64Array>;
  texts: ReadonlyMap<string, { codes: Int32Array; values: readonly string[] }>;
}

/** The rows of a finder index in each sort's order, each order computed on first use and kept with the index. */
export class FinderOrders {
  private readonly orders = new Map<string, Int32Array>();
  private readonly places = new Map<string, Int32Array>();
  private readonly ids: Int32Array;
  private readonly numbers: OrderedColumns['numbers'];
  private readonly texts: OrderedColumns['texts'];

  constructor({ ids, numbers, texts }: OrderedColumns) {
    this.ids = ids;
    this.numbers = numbers;
    this.texts = texts;
  }

  /** The rows in a sort's order, computed once per sort: the order orderByClause gives (unknown last, ties by id). */
  of(sort: FinderSortKey): Int32Array {
    const key = `${sort.column}:${sort.direction}:${sort.tie}`;
    let order = this.orders.get(key);
    if (!order) {
      order = Int32Array.from({ length: this.ids.length }, (_, row) => row).sort(this.comparator(sort));
      this.orders.set(key, order);
    }
    return order;
  }

  /**
   * The matching rows at places offset..wanted-1 of a sort's order (`all`: the matches, `total` of them). Walking the
   * order is cheapest when the matches come early in it; when they are few, or late (the cheapest first with a low
   * price limit, read dearest first), listing them and sorting their places costs less. So the walk stops after as
   * many steps as the listing would cost, and the listing takes over.
   */
  matchesInOrder(sort: FinderSortKey, all: RowBits, total: number, offset: number, wanted: number): number[] {
    const listingCost = all.length + total * Math.log2(total + 1);
    return this.byWalking(sort, all, offset, wanted, listingCost) ?? this.bySorting(sort, all, total, offset, wanted);
  }

  /** The rows, walking the sort's order from the start; null when that takes more than `steps` rows. */
  private byWalking(sort: FinderSortKey, all: RowBits, offset: number, wanted: number, steps: number): number[] | null {
    const order = this.of(sort);
    const end = Math.min(order.length, Math.ceil(steps));
    const rows: number[] = [];
    let seen = 0;
    for (let place = 0; place < end && seen < wanted; place++) {
      const row = order[place]!;
      if ((all[row >>> 5]! & (1 << (row & 31))) === 0) continue;
      if (seen++ >= offset) rows.push(row);
    }
    return seen === wanted ? rows : null;
  }

  /** The same rows, from the matches' places in the sort's order, sorted. */
  private bySorting(sort: FinderSortKey, all: RowBits, total: number, offset: number, wanted: number): number[] {
    const placeOf = this.placesOf(sort);
    const places = new Int32Array(total);
    let listed = 0;
    for (let word = 0; word < all.length; word++) {
      let rest = all[word]! | 0;
      while (rest !== 0) {
        const low = rest & -rest;
        rest ^= low;
        places[listed++] = placeOf[(word << 5) | (31 - Math.clz32(low))]!;
      }
    }
    places.sort();
    const order = this.of(sort);
    return Array.from(places.subarray(offset, wanted), (place) => order[place]!);
  }

  /** Each row's place in a sort's order (the inverse of `of`), computed once per sort. */
  private placesOf(sort: FinderSortKey): Int32Array {
    const key = `${sort.column}:${sort.direction}:${sort.tie}`;
    let places = this.places.get(key);
    if (!places) {
      const order = this.of(sort);
      places = new Int32Array(order.length);
      for (let place = 0; place < order.length; place++) places[order[place]!] = place;
      this.places.set(key, places);
    }
    return places;
  }

  /** Mirrors orderByClause: unknown values last, ties by model id. */
  private comparator(sort: FinderSortKey): (a: number, b: number) => number {
    const direction = sort.direction === 'ASC' ? 1 : -1;
    const tie = sort.tie === 'ASC' ? 1 : -1;
    const byId = (a: number, b: number) => tie * (this.ids[a]! - this.ids[b]!);
    const numbers = this.numbers.get(sort.column);
    if (numbers) {
      return (a, b) => {
        const x = numbers[a]!;
        const y = numbers[b]!;
        if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
        return (x === y || Number.isNaN(x) ? 0 : x < y ? -direction : direction) || byId(a, b);
      };
    }
    const text = this.texts.get(sort.column);
    if (!text) throw new Error(`finder index cannot sort by ${sort.column}`);
    const { codes } = text;
    const rank = ranksOf(text.values);
    return (a, b) => {
      const x = codes[a]!;
      const y = codes[b]!;
      if (x < 0 !== y < 0) return x < 0 ? 1 : -1;
      return (x < 0 || x === y ? 0 : direction * (rank[x]! - rank[y]!)) || byId(a, b);
    };
  }
}

/** The rows in order of the given columns (text byte by byte, numbers ascending, unknown last), stable otherwise. */
export function clustered<Row>(rows: readonly Row[], columns: readonly (keyof Row & string)[]): Row[] {
  const compare = (a: unknown, b: unknown): number => {
    if (a === b) return 0;
    if (a === null || a === undefined) return 1;
    if (b === null || b === undefined) return -1;
    return a < b ? -1 : a > b ? 1 : 0;
  };
  return [...rows].sort((one, two) => {
    for (const column of columns) {
      const order = compare(one[column], two[column]);
      if (order !== 0) return order;
    }
    return 0;
  });
}

/** Each code's place among the column's values in text order, so a sort compares numbers, not strings. */
function ranksOf(values: readonly string[]): Int32Array {
  const order = values
    .map((_, code) => code)
    .sort((a, b) => (values[a]! < values[b]! ? -1 : values[a]! > values[b]! ? 1 : 0));
  const ranks = new Int32Array(values.length);
  order.forEach((code, place) => (ranks[code] = place));
  return ranks;
}
