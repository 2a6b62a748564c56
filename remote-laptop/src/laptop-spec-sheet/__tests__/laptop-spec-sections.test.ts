import { bestIndexes, compareSectionsOf } from '@gadgets/shared-ui/widgets';
import { laptopFeatures } from '../../testing/laptop-fixtures';
import { LAPTOP_COMPARE_GROUPS, laptopSpecSections } from '../laptop-spec-sections';

describe('the laptop spec sheet', () => {
  it('has the nine sections of the spec, in order, with every named row', () => {
    const sections = laptopSpecSections(laptopFeatures());
    expect(sections.map((section) => section.title)).toEqual([
      'Availability',
      'Processor',
      'Display',
      'Memory & Storage',
      'Camera',
      'Connectivity',
      'Sound',
      'Battery & Build',
      'Operating System',
    ]);
    expect(sections.flatMap((section) => section.rows).length).toBe(2 + 6 + 7 + 5 + 2 + 4 + 2 + 8 + 2);
  });

  it('marks the better value where better is defined: cheaper, lighter, more memory, brighter, bigger battery', () => {
    const light = {
      price: '$999 (US list price)',
      features: laptopFeatures({ build: { material: null, keyboard: null, trackpad: null, weight: '1.24 kg' } }),
    };
    const heavy = {
      price: '$1,299.99 (US list price)',
      features: laptopFeatures({
        ram: { size: '1 TB', type: null },
        display: { ...laptopFeatures().display, brightness: '1000 nits SDR, 1600 nits peak HDR' },
        battery: { ...laptopFeatures().battery, capacity: '99.9 Wh' },
        build: { material: null, keyboard: null, trackpad: null, weight: '3.1 kg' },
      }),
    };
    const rows = compareSectionsOf(LAPTOP_COMPARE_GROUPS, [light, heavy]).flatMap((section) => section.rows);
    const best = (label: string) => {
      const row = rows.find((entry) => entry.label === label)!;
      return [...bestIndexes(row.values, row.score!, row.prefer)];
    };
    expect(best('List price')).toEqual([0]);
    expect(best('Weight')).toEqual([0]);
    expect(best('RAM')).toEqual([1]);
    expect(best('Brightness')).toEqual([1]);
    expect(best('Capacity')).toEqual([1]);
    expect(rows.find((entry) => entry.label === 'Ports')!.score).toBeUndefined();
  });
});
