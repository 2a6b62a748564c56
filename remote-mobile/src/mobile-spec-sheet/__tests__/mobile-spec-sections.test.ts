import { mobileFeatures } from '../../testing/mobile-fixtures';
import type { MobileFeatures } from '../mobile-feature-fragment';
import { mobileSpecSections } from '../mobile-spec-sections';

describe('mobileSpecSections', () => {
  it('covers every mobile feature group of the spec', () => {
    expect(mobileSpecSections(mobileFeatures()).map((section) => section.title)).toEqual([
      'Availability',
      'Network',
      'Processor',
      'Display',
      'Memory & Storage',
      'Rear Camera',
      'Front Camera',
      'Sound',
      'Connectivity',
      'Battery',
    ]);
  });

  it('reads a group the API left out as missing values instead of failing', () => {
    const partial = { ...mobileFeatures(), display: undefined } as unknown as MobileFeatures;
    const display = mobileSpecSections(partial).find((section) => section.title === 'Display')!;
    expect(display.rows.every((row) => row.value === null)).toBe(true);
  });
});
