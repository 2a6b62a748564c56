import { largestNumber, type CompareRow, type RowContrast, type SpecScore } from '@gadgets/shared-ui/widgets';

/** How a comparison scores a row (the better value marked Best, bars drawn) and words a lead in it for the summary. */
export type RowMeasure = Pick<CompareRow, 'score' | 'prefer' | 'contrast'>;

/** More is better: more cores, a larger screen. */
export const higher = (contrast: RowContrast, score: SpecScore = largestNumber): RowMeasure => ({ score, contrast });

/** Less is better: less noise, a lower price. */
export const lower = (contrast: RowContrast, score: SpecScore = largestNumber): RowMeasure => ({
  score,
  prefer: 'lower',
  contrast,
});
