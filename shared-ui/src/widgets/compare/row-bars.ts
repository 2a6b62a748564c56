import type { SpecValue } from '../spec-table/spec-value';
import { dateValue, type SpecScore } from './better-value';

/**
 * Each model's bar in a comparable row, as its share of the row's largest value (null: no bar for that model), or null
 * when the row gets no bars: fewer than two values score, or the largest is not above zero. Bars start at zero, so a
 * row where less is better still draws the smaller value shorter. A date has no zero to measure from: no bars.
 */
export function rowBarFractions(values: readonly SpecValue[], score: SpecScore | undefined): (number | null)[] | null {
  if (!score || score === dateValue) return null;
  const scores = values.map((value) => {
    const scored = score(value);
    return scored !== null && Number.isFinite(scored) && scored >= 0 ? scored : null;
  });
  const scored = scores.filter((value): value is number => value !== null);
  const largest = Math.max(...scored);
  if (scored.length < 2 || largest <= 0) return null;
  return scores.map((value) => (value === null ? null : value / largest));
}
