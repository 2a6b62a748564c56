import { firstPlaceNotBefore } from '../../shared/binary-search';

/**
 * Sets of models as one bit per model (bit `row & 31` of word `row >>> 5`): a filter is the AND of its conditions'
 * sets and a count a popcount, 32 models per operation. Every loop runs over typed arrays only, so one pass over
 * 100,000 models costs a fraction of a millisecond.
 */
export type RowBits = Uint32Array;

const wordsFor = (size: number) => Math.ceil(size / 32);

export function emptyRows(size: number): RowBits {
  return new Uint32Array(wordsFor(size));
}

/** Every one of `size` models (the bits past the last model stay clear, so counts stay exact). */
export function allRows(size: number): RowBits {
  const bits = new Uint32Array(wordsFor(size)).fill(0xffffffff);
  if (size % 32 !== 0) bits[bits.length - 1] = (1 << (size % 32)) - 1;
  return bits;
}

/** The models whose text code is one of the wanted ones (`wanted[code]` set); -1 (no value) never is. */
export function someOfBits(codes: Int32Array, wanted: Uint8Array): RowBits {
  const bits = emptyRows(codes.length);
  for (let row = 0; row < codes.length; row++) {
    const code = codes[row]!;
    if (code >= 0 && wanted[code] === 1) bits[row >>> 5]! |= 1 << (row & 31);
  }
  return bits;
}

/** target |= other, word by word; returns target. */
export function orInto(target: RowBits, other: RowBits): RowBits {
  for (let word = 0; word < target.length; word++) target[word]! |= other[word]!;
  return target;
}

/** target &= other, word by word; returns target. */
export function andInto(target: RowBits, other: RowBits): RowBits {
  for (let word = 0; word < target.length; word++) target[word]! &= other[word]!;
  return target;
}

/**
 * The bits set in a word, by arithmetic (SWAR): a 64 kB lookup table was as fast alone, but fell out of the cache
 * while the counter's other arrays were read, and then cost three times as much.
 */
export function popcount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  bits = (bits + (bits >>> 4)) & 0x0f0f0f0f;
  return Math.imul(bits, 0x01010101) >>> 24;
}

export function countBits(bits: RowBits): number {
  let total = 0;
  // `| 0`: a word past 2^31 stays a small integer, so popcount only ever sees small integers and stays fast.
  for (let word = 0; word < bits.length; word++) total += popcount(bits[word]! | 0);
  return total;
}

/**
 * A set ready to be counted against many others: its words that hold a model, listed, so a set of few models (most
 * filters leave a few percent of the catalogue) is intersected over those words only.
 */
export interface CountingSet {
  bits: RowBits;
  /** The indexes of the non-zero words; null when most words are non-zero (then every word is read). */
  words: Int32Array | null;
}

/** `words`: where to list the non-zero words (a buffer the caller reuses), or a new array. */
export function countingSet(bits: RowBits, words: Int32Array = new Int32Array(bits.length)): CountingSet {
  let used = 0;
  for (let word = 0; word < bits.length; word++) if (bits[word] !== 0) words[used++] = word;
  return { bits, words: used * 2 < bits.length ? words.subarray(0, used) : null };
}

/** The number of models in both sets. */
export function countBoth(one: CountingSet, two: RowBits): number {
  const { bits, words } = one;
  let total = 0;
  if (words) {
    for (let place = 0; place < words.length; place++) {
      const word = words[place]!;
      total += popcount(bits[word]! & two[word]!);
    }
    return total;
  }
  for (let word = 0; word < bits.length; word++) total += popcount(bits[word]! & two[word]!);
  return total;
}

/** How many sets of "the smallest values" a number column keeps: a range then costs one copy and a few thousand bits. */
const CHECKPOINTS = 32;

/**
 * A number column sorted once, with the set of its smallest k·n/32 values kept for every k: the models within
 * [min, max] are the sorted positions from the first value >= min to the last value <= max, so a range is the kept
 * set below its upper end, the few positions past that set, minus the same below its lower end. About 10,000 word and
 * bit operations instead of a comparison per model. Unknown values (NaN) have no position: no range holds them.
 */
export class SortedNumbers {
  private readonly values: Float64Array;
  private readonly rows: Int32Array;
  private readonly step: number;
  /** below[k]: the rows at sorted positions under k·step. */
  private readonly below: RowBits[];

  constructor(
    column: Float64Array,
    private readonly size: number,
  ) {
    const known: number[] = [];
    for (let row = 0; row < column.length; row++) if (!Number.isNaN(column[row]!)) known.push(row);
    known.sort((a, b) => column[a]! - column[b]! || a - b);
    this.rows = Int32Array.from(known);
    this.values = Float64Array.from(known, (row) => column[row]!);
    this.step = Math.max(1, Math.ceil(this.rows.length / CHECKPOINTS));
    this.below = [emptyRows(size)];
    for (let start = 0; start < this.rows.length; start += this.step) {
      const next = Uint32Array.from(this.below.at(-1)!);
      this.setRows(next, start, Math.min(start + this.step, this.rows.length));
      this.below.push(next);
    }
  }

  /** The rows whose value lies within [min, max]. */
  within(min: number, max: number): RowBits {
    const low = this.firstAtLeast(min);
    const high = this.firstAbove(max);
    if (low >= high) return emptyRows(this.size);
    const highMark = Math.floor(high / this.step);
    const lowMark = Math.floor(low / this.step);
    // A narrow range: only its own positions.
    if (highMark - lowMark <= 1) {
      const bits = emptyRows(this.size);
      this.setRows(bits, low, high);
      return bits;
    }
    const bits = Uint32Array.from(this.below[highMark]!);
    this.setRows(bits, highMark * this.step, high);
    if (lowMark > 0) {
      const under = this.below[lowMark]!;
      for (let word = 0; word < bits.length; word++) bits[word]! &= ~under[word]!;
    }
    for (let place = lowMark * this.step; place < low; place++) {
      const row = this.rows[place]!;
      bits[row >>> 5]! &= ~(1 << (row & 31));
    }
    return bits;
  }

  private setRows(bits: RowBits, from: number, to: number) {
    for (let place = from; place < to; place++) {
      const row = this.rows[place]!;
      bits[row >>> 5]! |= 1 << (row & 31);
    }
  }

  /** The first sorted position whose value is >= min (the number of values below min). */
  private firstAtLeast(min: number): number {
    return firstPlaceNotBefore(0, this.values.length, (place) => this.values[place]! < min);
  }

  /** The first sorted position whose value is > max. */
  private firstAbove(max: number): number {
    return firstPlaceNotBefore(0, this.values.length, (place) => this.values[place]! <= max);
  }
}
