import { screen } from '@testing-library/react';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { byDifference, byPercent, type CompareSection } from '../../spec-sheet/spec-sheet';
import { dataSize, largestNumber } from '../better-value';
import { compareLeadsOf } from '../compare-leads';
import { CompareTable } from '../compare-table';

const section = (rows: CompareSection['rows']): CompareSection[] => [{ title: 'Specs', rows }];

const BATTERY = { label: 'Capacity', score: largestNumber, contrast: byPercent('more battery') };
const WEIGHT = { label: 'Weight', score: largestNumber, prefer: 'lower' as const, contrast: byDifference('lighter') };
const PRICE = { label: 'Price', score: largestNumber, prefer: 'lower' as const, contrast: byPercent('cheaper') };
const STORAGE = { label: 'Storage', score: dataSize, contrast: byPercent('more storage') };
const SCREEN = { label: 'Size', score: largestNumber, contrast: byDifference('larger screen') };

describe('where each compared model leads', () => {
  it('words each lead from the values: a percentage of the other, or the difference in its unit', () => {
    const sections = section([
      { ...BATTERY, values: ['5000 mAh', '4237 mAh'] },
      { ...WEIGHT, values: ['199 g', '239 g'] },
      { ...PRICE, values: ['$1,199', '$999'] },
      { ...SCREEN, values: ['6.3 inches', '6.6 inches'] },
      { ...STORAGE, values: ['1 TB', '256 GB'] },
      { ...STORAGE, label: 'RAM', contrast: byPercent('more RAM'), values: ['12 GB', '8 GB'] },
    ]);
    expect(compareLeadsOf(sections, ['Phone A', 'Phone B'], null)).toEqual([
      // (1024 - 256) / 256 = 300%; (12 - 8) / 8 = 50%; 239 - 199 = 40 g; (5000 - 4237) / 4237 = 18%. Ranked by the
      // difference's share of the larger value (75%, 33%, 17%, 15%), whatever the unit; three at most.
      { name: 'Phone A', leads: ['300% more storage', '50% more RAM', '40 g lighter'] },
      // (1199 - 999) / 1199 = 17% cheaper; 6.6 - 6.3 = 0.3 inches.
      { name: 'Phone B', leads: ['17% cheaper', '0.3 inches larger screen'] },
    ]);
  });

  it('reads differences in the units the visitor chose', () => {
    const sections = section([
      { ...WEIGHT, values: ['1.24 kg', '1.6 kg'] },
      { ...WEIGHT, label: 'Kerb Weight (kg)', values: [196, 210] },
    ]);
    expect(compareLeadsOf(sections, ['A', 'B'], null)).toEqual([
      { name: 'A', leads: ['0.36 kg lighter', '14 kg lighter'] },
    ]);
    // 2.7 lb and 3.5 lb; 432.1 lb and 463 lb.
    expect(compareLeadsOf(sections, ['A', 'B'], 'imperial')).toEqual([
      { name: 'A', leads: ['0.8 lb lighter', '30.9 lb lighter'] },
    ]);
  });

  it('with three models, measures each against the best of the other two', () => {
    const sections = section([
      { ...BATTERY, values: ['5000 mAh', '4000 mAh', '4500 mAh'] },
      { ...WEIGHT, values: ['220 g', '180 g', '190 g'] },
      { ...PRICE, values: ['$900', '$900', '$1,000'] },
    ]);
    expect(compareLeadsOf(sections, ['A', 'B', 'C'], null)).toEqual([
      // 5000 against 4500, the best of the others: 11%.
      { name: 'A', leads: ['11% more battery'] },
      // 180 g against 190 g; the price is shared with A, so it is no lead.
      { name: 'B', leads: ['10 g lighter'] },
    ]);
  });

  it('is empty when nothing differs, and leaves out rows without wording and models not loaded', () => {
    expect(
      compareLeadsOf(
        section([
          { ...BATTERY, values: ['5000 mAh', '5000 mAh'] },
          { label: 'Zoom', values: ['5x', '3x'], score: largestNumber },
        ]),
        ['A', 'B'],
        null,
      ),
    ).toEqual([]);
    expect(compareLeadsOf(section([{ ...BATTERY, values: ['5000 mAh', null] }]), ['A', null], null)).toEqual([]);
  });
});

describe('the summary above the comparison', () => {
  it('names each model with its leads, and is left out when nothing differs', () => {
    const columns = [
      { key: 'a', header: 'Phone A', name: 'Phone A' },
      { key: 'b', header: 'Phone B', name: 'Phone B' },
    ];
    const { rerender } = renderWithProviders(
      <CompareTable columns={columns} sections={section([{ ...BATTERY, values: ['5000 mAh', '4237 mAh'] }])} />,
    );
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent('Phone A: 18% more battery');
    rerender(<CompareTable columns={columns} sections={section([{ ...BATTERY, values: ['5000 mAh', '5000 mAh'] }])} />);
    expect(screen.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument();
  });
});
