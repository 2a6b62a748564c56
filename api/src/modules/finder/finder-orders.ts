import type { RowBits } from './finder-bits';
import type { FinderSortKey } from './finder-conditions';

/** A finder index's columns as the orders read them: numbers, and texts as codes into their values. */
export interface OrderedColumns {
  ids: Int32Array;
  numbers: ReadonlyMap<string, Float64Array>;
  texts: ReadonlyMap<string, { codes: Int32Array; values: readonly string[] }>;
}

/** A sort's name among the orders kept. */
const keyOf = (sort: FinderSortKey) =>
  `${sort.column}:${sort.direction}:${sort.then ? `${sort.then.column}:${sort.then.direction}:` : ''}${sort.tie}`;

/** The rows of a finder index in each sort's order, each order computed on first use and kept with the index. */
export class FinderOrders {
  private readonly orders = new Map<string, { sort: FinderSortKey; order: Int32Array; places?: Int32Array }>();
  private readonly ids: Int32Array;
  private readonly numbers: OrderedColumns['numbers'];
  private readonly texts: OrderedColumns['texts'];
  private byId: Int32Array | null = null;

  constructor({ ids, numbers, texts }: OrderedColumns) {
    this.ids = ids;
    this.numbers = numbers;
    this.texts = texts;
  }

  /** The rows in a sort's order, computed once per sort: the order orderByClause gives (unknown last, ties by id). */
  of(sort: FinderSortKey): Int32Array {
    return this.kept(sort).order;
  }

  /** Drops the orders that read a column, whose values just changed (a model's rating): made again on next use. */
  forget(column: string): void {
    for (const [key, { sort }] of this.orders)
      if (sort.column === column || sort.then?.column === column) this.orders.delete(key);
  }

  /** The row holding a model, or -1 (a binary search of the rows in model id order). */
  rowOf(modelId: number): number {
    const byId = this.rowsById();
    let low = 0;
    let high = byId.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const id = this.ids[byId[middle]!]!;
      if (id === modelId) return byId[middle]!;
      if (id < modelId) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
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
    const kept = this.kept(sort);
    if (!kept.places) {
      const { order } = kept;
      kept.places = new Int32Array(order.length);
      for (let place = 0; place < order.length; place++) kept.places[order[place]!] = place;
    }
    return kept.places;
  }

  private kept(sort: FinderSortKey) {
    const key = keyOf(sort);
    let kept = this.orders.get(key);
    if (!kept) {
      kept = { sort, order: this.ordered(sort) };
      this.orders.set(key, kept);
    }
    return kept;
  }

  /**
   * Every row sorted; or, when most rows have no sorted value (ratings: the few reviewed models), the rows with one
   * sorted and then the others in model id order (the tie's way), where orderByClause leaves them: a new order after a
   * rating changes costs a sort of the rated models and a pass, not a sort of the catalogue.
   */
  private ordered(sort: FinderSortKey): Int32Array {
    const tests = [sort.column, ...(sort.then ? [sort.then.column] : [])].map((column) => this.knownTest(column));
    const valued = (row: number) => tests.some((known) => known(row));
    const size = this.ids.length;
    let rowsValued = 0;
    for (let row = 0; row < size; row++) if (valued(row)) rowsValued++;
    if (rowsValued * 2 >= size) return Int32Array.from({ length: size }, (_, row) => row).sort(this.comparator(sort));
    const order = new Int32Array(size);
    let place = 0;
    for (let row = 0; row < size; row++) if (valued(row)) order[place++] = row;
    order.subarray(0, place).sort(this.comparator(sort));
    const byId = this.rowsById();
    for (let step = 0; step < size; step++) {
      const row = byId[sort.tie === 'ASC' ? step : size - 1 - step]!;
      if (!valued(row)) order[place++] = row;
    }
    return order;
  }

  /** The rows in model id order, computed once. */
  private rowsById(): Int32Array {
    this.byId ??= Int32Array.from(this.ids, (_, row) => row).sort((a, b) => this.ids[a]! - this.ids[b]!);
    return this.byId;
  }

  /** Whether a row's value in a column is known (a number, or a text). */
  private knownTest(column: string): (row: number) => boolean {
    const numbers = this.numbers.get(column);
    if (numbers) return (row) => !Number.isNaN(numbers[row]!);
    const codes = this.texts.get(column)?.codes;
    if (!codes) throw new Error(`finder index cannot sort by ${column}`);
    return (row) => codes[row]! >= 0;
  }

  /** Mirrors orderByClause: unknown values last, then the second column's order, ties by model id. */
  private comparator(sort: FinderSortKey): (a: number, b: number) => number {
    const first = this.columnOrder(sort.column, sort.direction);
    const then = sort.then ? this.columnOrder(sort.then.column, sort.then.direction) : () => 0;
    const tie = sort.tie === 'ASC' ? 1 : -1;
    return (a, b) => first(a, b) || then(a, b) || tie * (this.ids[a]! - this.ids[b]!);
  }

  /** One column's order: unknown values last, equal values 0. */
  private columnOrder(column: string, direction: 'ASC' | 'DESC'): (a: number, b: number) => number {
    const sign = direction === 'ASC' ? 1 : -1;
    const numbers = this.numbers.get(column);
    if (numbers) {
      return (a, b) => {
        const x = numbers[a]!;
        const y = numbers[b]!;
        if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
        return x === y || Number.isNaN(x) ? 0 : x < y ? -sign : sign;
      };
    }
    const text = this.texts.get(column);
    if (!text) throw new Error(`finder index cannot sort by ${column}`);
    const { codes } = text;
    const rank = ranksOf(text.values);
    return (a, b) => {
      const x = codes[a]!;
      const y = codes[b]!;
      if (x < 0 !== y < 0) return x < 0 ? 1 : -1;
      return x < 0 || x === y ? 0 : sign * (rank[x]! - rank[y]!);
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
