import type { ResultOf } from '@gadgets/shared-ui';
import { groupedNumber } from '../grouped-number';
import type { SpecStandingFields } from './spec-standing-fields';

export type SpecStanding = ResultOf<typeof SpecStandingFields>;
type StandingKey = SpecStanding['key'];

/** What each ranked number is called, how its value reads, and the word for beating another model on it. */
const STANDING_WORDS: Record<StandingKey, { label: string; value: (value: number) => string; better: string }> = {
  BATTERY: { label: 'Battery', value: (value) => `${groupedNumber(value)} mAh`, better: 'more' },
  BATTERY_WH: { label: 'Battery', value: (value) => `${groupedNumber(value)} Wh`, better: 'more' },
  DISPLAY_SIZE: { label: 'Screen size', value: (value) => `${value}″`, better: 'larger' },
  REFRESH_RATE: { label: 'Refresh rate', value: (value) => `${groupedNumber(value)} Hz`, better: 'faster' },
  PRICE: { label: 'Price', value: (value) => `$${groupedNumber(value)}`, better: 'cheaper' },
  POWER: { label: 'Power', value: (value) => `${groupedNumber(value)} hp`, better: 'more powerful' },
  TORQUE: { label: 'Torque', value: (value) => `${groupedNumber(value)} Nm`, better: 'more' },
  WEIGHT: { label: 'Weight', value: (value) => `${groupedNumber(value)} kg`, better: 'lighter' },
  CORES: { label: 'Cores', value: (value) => groupedNumber(value), better: 'more' },
  TDP: { label: 'TDP', value: (value) => `${groupedNumber(value)} W`, better: 'lower' },
};

/** A standing's label and value as people read them: "Battery", "5,100 mAh". */
export function standingValue(standing: SpecStanding): { label: string; value: string } {
  const words = STANDING_WORDS[standing.key];
  return { label: words.label, value: words.value(standing.value) };
}

/**
 * How a model compares, in words: "more than 82% of phones", "lighter than 70% of bikes" (the API's percentile is the
 * share it beats, in the better direction, so the word is always the better one). A model that beats none says so.
 */
export function standingComparison(standing: SpecStanding, models: string): string {
  const { better } = STANDING_WORDS[standing.key];
  if (standing.percentile <= 0)
    return `no ${better} than any of the ${groupedNumber(standing.rankedAmong)} ${models} that state it`;
  return `${better} than ${standing.percentile}% of ${models}`;
}
