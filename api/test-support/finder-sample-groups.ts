import type { FinderOptionGroup } from '../src/modules/finder/finder-conditions';

/** The brands of the finder tests' sample catalogues. */
export const SAMPLE_BRANDS = ['apple', 'google', 'samsung', 'nokia'];

/** The sample catalogues' counted controls: a brand choice, "at least" battery steps and "at most" price steps. */
export const SAMPLE_OPTION_GROUPS: FinderOptionGroup[] = [
  {
    key: 'brand',
    options: SAMPLE_BRANDS.map((value) => ({ value, condition: { key: 'brand', column: 'brand', anyOf: [value] } })),
  },
  {
    key: 'minBattery',
    options: [3500, 4500, 5500].map((min) => ({
      value: String(min),
      condition: { key: 'minBattery', column: 'battery', min },
    })),
  },
  {
    key: 'maxPrice',
    options: [30_000, 60_000, 90_000].map((max) => ({
      value: String(max),
      condition: { key: 'maxPrice', column: 'price', max },
    })),
  },
];
