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

const textOf = (value: SpecValue): string =>
  value === null || value === undefined || typeof value === 'boolean'
    ? ''
    : Array.isArray(value)
      ? value.join(' ')
      : String(value);

/** Memory and storage in GB, so '1 TB' beats '512 GB'; a bare number counts as GB ('128/256 GB'). */
export const dataSize: SpecScore = (value) => {
  const text = textOf(value).replace(/,(?=\d{3})/g, '');
  const sizes = [...text.matchAll(/(\d+(?:\.\d+)?)\s*(TB|GB|MB)?/gi)].map(([, amount, unit]) => {
    const factor = unit?.toUpperCase() === 'TB' ? 1024 : unit?.toUpperCase() === 'MB' ? 1 / 1024 : 1;
    return Number(amount) * factor;
  });
  return sizes.length > 0 ? Math.max(...sizes) : null;
};

/** The highest wattage mentioned ('45W wired, 15W wireless' scores 45); text without watts has no score. */
export const powerWatts: SpecScore = (value) => {
  const watts = [...textOf(value).matchAll(/(\d+(?:\.\d+)?)\s*W(?![a-z])/g)].map(([, amount]) => Number(amount));
  return watts.length > 0 ? Math.max(...watts) : null;
};

/** The top clock speed in GHz: '1 x 3.1 GHz + 4 x 1.92 GHz' scores 3.1 (core counts are not speeds). */
export const clockSpeed: SpecScore = (value) => {
  const speeds = [...textOf(value).matchAll(/(\d+(?:\.\d+)?)\s*(GHz|MHz)/gi)].map(([, amount, unit]) =>
    unit?.toLowerCase() === 'mhz' ? Number(amount) / 1000 : Number(amount),
  );
  return speeds.length > 0 ? Math.max(...speeds) : null;
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
export function bestIndexes(
  values: readonly SpecValue[],
  score: SpecScore,
  prefer: 'higher' | 'lower' = 'higher',
): Set<number> {
  const scored = values
    .map((value, index) => ({ index, score: score(value) }))
    .filter((entry): entry is { index: number; score: number } => entry.score !== null);
  if (scored.length < 2) return new Set();
  const scores = scored.map((entry) => entry.score);
  const best = prefer === 'higher' ? Math.max(...scores) : Math.min(...scores);
  if (scores.every((value) => value === best)) return new Set();
  return new Set(scored.filter((entry) => entry.score === best).map((entry) => entry.index));
}
