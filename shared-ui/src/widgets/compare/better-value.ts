import type { SpecValue } from '../spec-table/spec-value';

/** Turns a value into a score to compare, or null when it has none (e.g. 'N/A', 'Yes'). */
export type SpecScore = (value: SpecValue) => number | null;

const numbersIn = (value: SpecValue): number[] => {
  if (value === null || value === undefined || typeof value === 'boolean') return [];
  const text = Array.isArray(value) ? value.join(' ') : String(value);
  return (text.replace(/,(?=\d{3})/g, '').match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
};

/** The largest number in the text: '128/256/512 GB' scores 512, '4700 mAh' 4700. */
export const largestNumber: SpecScore = (value) => {
  const numbers = numbersIn(value);
  return numbers.length > 0 ? Math.max(...numbers) : null;
};

/** Pixel count of a 'W x H' resolution. */
export const pixelCount: SpecScore = (value) => {
  const [width, height] = numbersIn(value);
  return width !== undefined && height !== undefined ? width * height : null;
};

/** A date as a timestamp, so newer scores higher. */
export const dateValue: SpecScore = (value) => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
};

/** How many entries a list has, e.g. cameras. */
export const entryCount: SpecScore = (value) => (Array.isArray(value) && value.length > 0 ? value.length : null);

/**
 * Indexes holding the best value of a row. Nothing is marked unless at least two values can be scored
 * and they differ: a tie or a lone value is no comparison.
 */
export function bestIndexes(values: readonly SpecValue[], score: SpecScore, prefer: 'higher' | 'lower' = 'higher'): Set<number> {
  const scored = values.map((value, index) => ({ index, score: score(value) })).filter((entry): entry is { index: number; score: number } => entry.score !== null);
  if (scored.length < 2) return new Set();
  const scores = scored.map((entry) => entry.score);
  const best = prefer === 'higher' ? Math.max(...scores) : Math.min(...scores);
  if (scores.every((value) => value === best)) return new Set();
  return new Set(scored.filter((entry) => entry.score === best).map((entry) => entry.index));
}
