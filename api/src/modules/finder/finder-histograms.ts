/**
 * A finder's number ranges as histograms (prices, battery sizes, screen sizes): how many models each bar of a range
 * would hold with every other filter applied, so a range slider shows where the models are. The bars are fixed per
 * catalogue (from the whole catalogue's lowest to highest value, in round steps), so they stay put as filters change;
 * each model's bar is worked out once per index, and a histogram is then one pass over a set's models.
 */
import { andInto, countBits, type RowBits } from './finder-bits';

/** A number a finder shows as a histogram. Column names come from the category's configuration. */
export interface FinderHistogramSpec {
  /** Its name in the answer (the range's name in the filter: `priceCents`). */
  key: string;
  column: string;
  /** The keys of the conditions it leaves out: the range's own bounds (one control, or the lowest and the highest). */
  controls: readonly string[];
  /** The smallest bar width (1 for whole years, 100 for whole dollars in cents). */
  unit: number;
  /** About how many bars (the width is rounded up to 1, 2, 2.5 or 5 times a power of ten). */
  bars?: number;
}

/** A histogram as the schema reads it: bar i counts the values from min + i·bucketWidth up to the next bar's start. */
export interface FinderHistogram {
  key: string;
  min: number;
  max: number;
  bucketWidth: number;
  counts: number[];
}

const DEFAULT_BARS = 24;
/** A model with no value in the column is in no bar. */
const NO_BAR = 0xffff;

/** The round bar width of at least `unit` giving at most about `bars` bars over `span`. */
function roundStep(span: number, bars: number, unit: number): number {
  const wanted = span / Math.max(1, bars);
  if (!(wanted > unit)) return unit;
  const power = 10 ** Math.floor(Math.log10(wanted));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= wanted)!;
  return Math.max(unit, tidy(step, step));
}

/** A bound rounded to the step's decimals, so 0.1·3 reads 0.3, not 0.30000000000000004. */
function tidy(value: number, step: number): number {
  const decimals = Math.max(0, 2 - Math.floor(Math.log10(step)));
  return Number(value.toFixed(Math.min(decimals, 10)));
}

/** A column's bars over the whole catalogue, and each model's bar. */
export interface HistogramBars {
  min: number;
  step: number;
  count: number;
  /** Each model's bar, NO_BAR for none. */
  bars: Uint16Array;
  /** Models per bar over the whole catalogue: a set holding most models is counted as this less the rest. */
  totals: Int32Array;
}

/** The bars of a column's values (NaN for unknown), from its lowest to its highest value in round steps. */
export function histogramBars(values: Float64Array, spec: Pick<FinderHistogramSpec, 'unit' | 'bars'>): HistogramBars {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  if (low > high) [low, high] = [0, 0];
  const step = roundStep(high - low, spec.bars ?? DEFAULT_BARS, spec.unit);
  const min = tidy(Math.floor(low / step) * step, step);
  const count = Math.min(NO_BAR, Math.floor((high - min) / step + 1e-9) + 1);
  const bars = new Uint16Array(values.length);
  const totals = new Int32Array(count);
  values.forEach((value, row) => {
    if (Number.isNaN(value)) {
      bars[row] = NO_BAR;
      return;
    }
    const bar = Math.min(count - 1, Math.floor((value - min) / step + 1e-9));
    bars[row] = bar;
    totals[bar]! += 1;
  });
  return { min, step, count, bars, totals };
}

/**
 * The histogram of the models in every control's matches but those of `spec.controls` (`keys[i]`'s matches are
 * `byKey[i]`; `all` is the AND of them all, `everyRow` every model).
 */
export function countHistogram(
  spec: FinderHistogramSpec,
  { min, step, count, bars, totals }: HistogramBars,
  matches: { all: RowBits; keys: readonly string[]; byKey: readonly RowBits[] },
  everyRow: RowBits,
): FinderHistogram {
  const { all, keys, byKey } = matches;
  let set = all;
  if (keys.some((key) => spec.controls.includes(key))) {
    set = Uint32Array.from(everyRow);
    keys.forEach((key, place) => spec.controls.includes(key) || andInto(set, byKey[place]!));
  }
  const counts = new Int32Array(count);
  // Most of the catalogue: its totals less the models outside the set (fewer to visit).
  const dense = countBits(set) * 2 > bars.length;
  if (dense) counts.set(totals);
  for (let word = 0; word < set.length; word++) {
    let rest = dense ? everyRow[word]! & ~set[word]! : set[word]! | 0;
    while (rest !== 0) {
      const low = rest & -rest;
      rest ^= low;
      const bar = bars[(word << 5) | (31 - Math.clz32(low))]!;
      if (bar !== NO_BAR) counts[bar]! += dense ? -1 : 1;
    }
  }
  return { key: spec.key, min, max: tidy(min + step * count, step), bucketWidth: step, counts: Array.from(counts) };
}
