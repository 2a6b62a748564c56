import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { bestIndexes, clockSpeed, dataSize, dateValue, largestNumber, pixelCount, powerWatts } from '../better-value';
import { CompareTable } from '../compare-table';

describe('bestIndexes', () => {
  it('marks the highest score by default and the lowest when asked', () => {
    expect([...bestIndexes(['4700 mAh', '5000 mAh', '4000 mAh'], largestNumber)]).toEqual([1]);
    expect([...bestIndexes(['199 g', '230 g'], largestNumber, 'lower')]).toEqual([0]);
  });

  it('marks nothing for ties, single values or values without a score', () => {
    expect(bestIndexes(['8 GB', '8 GB'], largestNumber).size).toBe(0);
    expect(bestIndexes(['8 GB', null, 'N/A'], largestNumber).size).toBe(0);
  });

  it('marks every model sharing the best value', () => {
    expect([...bestIndexes(['12 GB', '8 GB', '12 GB'], largestNumber)]).toEqual([0, 2]);
  });

  it('scores storage lists, resolutions and dates', () => {
    expect(largestNumber('128/256/512/1,024 GB')).toBe(1024);
    expect(pixelCount('1280x2856')).toBe(1280 * 2856);
    expect(dateValue('2024-09-09')).toBeGreaterThan(dateValue('2023-10-04')!);
    expect(dateValue('Not announced')).toBeNull();
    expect(dataSize('256 GB, 512 GB, 1 TB')).toBe(1024);
    expect(dataSize('128/256/512/1024 GB')).toBe(1024);
    expect(powerWatts('up to 50% in 20 min with a 40 W adapter; MagSafe up to 25 W')).toBe(40);
    expect(powerWatts('Qi wireless charging')).toBeNull();
    expect(clockSpeed('1 x 3.1 GHz + 3 x 2.6 GHz + 4 x 1.92 GHz')).toBe(3.1);
    expect(clockSpeed('2400 MHz')).toBe(2.4);
  });
});

describe('CompareTable', () => {
  it('shows the models side by side per section and marks the better value', () => {
    renderWithProviders(
      <CompareTable
        columns={[
          { key: 'a', header: 'Phone A' },
          { key: 'b', header: 'Phone B' },
        ]}
        sections={[
          {
            title: 'Battery',
            rows: [
              { label: 'Capacity', values: ['4700 mAh', '5000 mAh'], score: largestNumber },
              { label: 'Type', values: ['Li-Ion', null] },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Phone A' })).toBeInTheDocument();
    const capacity = screen.getByRole('rowheader', { name: 'Capacity' }).closest('tr')!;
    const cells = within(capacity).getAllByRole('cell');
    expect(cells[0]).not.toHaveTextContent('Best');
    expect(cells[1]).toHaveTextContent('5000 mAhBest');
    const type = screen.getByRole('rowheader', { name: 'Type' }).closest('tr')!;
    expect(within(type).getAllByRole('cell')[1]).toHaveTextContent('N/A');
    expect(within(type).queryByText('Best')).not.toBeInTheDocument();
  });
});
