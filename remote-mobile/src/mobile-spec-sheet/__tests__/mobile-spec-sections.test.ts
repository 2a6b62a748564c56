import { mobileFeatures } from '../../testing/mobile-fixtures';
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
});
