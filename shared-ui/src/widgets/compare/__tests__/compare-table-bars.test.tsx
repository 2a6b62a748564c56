import { act, screen, within } from '@testing-library/react';
import { appStore } from '@gadgets/shared-ui';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { VALUE_BAR_WIDTH } from '../../../charts/value-bar';
import type { CompareRow } from '../../spec-sheet/spec-sheet';
import { dateValue, largestNumber } from '../better-value';
import { CompareTable } from '../compare-table';

const COLUMNS = [
  { key: 'a', header: 'Phone A' },
  { key: 'b', header: 'Phone B' },
  { key: 'c', header: 'Phone C' },
];

function renderRows(rows: CompareRow[]) {
  return renderWithProviders(<CompareTable columns={COLUMNS} sections={[{ title: 'Specs', rows }]} />);
}

const cellsOf = (label: string) =>
  within(screen.getByRole('rowheader', { name: label }).closest('tr')!).getAllByRole('cell');

/** The drawn length of each model's bar in a row (null where a cell has none). */
const barLengthsOf = (label: string) =>
  cellsOf(label).map((cell) => {
    const bar = cell.querySelector('svg rect.value');
    return bar ? Number(bar.getAttribute('width')) : null;
  });

describe('bars in a comparable row', () => {
  afterEach(() => act(() => appStore.getState().setUnits('metric')));

  it('are as long as each value is a share of the largest, the best one marked', () => {
    renderRows([{ label: 'Capacity', values: ['4700 mAh', '5000 mAh', '3,100 mAh'], score: largestNumber }]);
    const lengths = barLengthsOf('Capacity');
    [4700, 5000, 3100].forEach((value, index) =>
      expect(Math.abs(lengths[index]! - (VALUE_BAR_WIDTH * value) / 5000)).toBeLessThanOrEqual(1),
    );
    const cells = cellsOf('Capacity');
    expect(cells[1]!.querySelector('svg')).toHaveAttribute('data-best', 'true');
    expect(cells[1]).toHaveTextContent('5000 mAhBest');
    expect(cells[0]!.querySelector('svg')).not.toHaveAttribute('data-best');
    // The drawing is decorative: the value's text beside it is what is read out.
    expect(cells[0]!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('mark the smallest where less is better, still drawn in proportion to the value', () => {
    renderRows([{ label: 'Weight', values: ['1.24 kg', '1.6 kg', '2 kg'], score: largestNumber, prefer: 'lower' }]);
    const lengths = barLengthsOf('Weight');
    [1.24, 1.6, 2].forEach((value, index) =>
      expect(Math.abs(lengths[index]! - (VALUE_BAR_WIDTH * value) / 2)).toBeLessThanOrEqual(1),
    );
    const best = cellsOf('Weight').map((cell) => cell.querySelector('svg')!.getAttribute('data-best'));
    expect(best).toEqual(['true', null, null]);
  });

  it('follow the units the visitor reads', () => {
    act(() => appStore.getState().setUnits('imperial'));
    renderRows([{ label: 'Kerb Weight (kg)', values: [196, 210, 150], score: largestNumber, prefer: 'lower' }]);
    expect(cellsOf('Kerb Weight (lb)')[0]).toHaveTextContent('432.1');
    const lengths = barLengthsOf('Kerb Weight (lb)');
    [196, 210, 150].forEach((value, index) =>
      expect(Math.abs(lengths[index]! - (VALUE_BAR_WIDTH * value) / 210)).toBeLessThanOrEqual(1),
    );
  });

  it('are not drawn in rows of words, dates, or with fewer than two numbers', () => {
    renderRows([
      { label: 'Type', values: ['Li-Ion', 'Li-Po', 'Li-Ion'] },
      { label: 'Released', values: ['2024-09-09', '2023-10-04', '2025-01-01'], score: dateValue },
      { label: 'Zoom', values: ['5x', 'N/A', null], score: largestNumber },
      { label: 'Charging', values: ['45 W', null, '25 W'], score: largestNumber },
    ]);
    expect(barLengthsOf('Type')).toEqual([null, null, null]);
    expect(barLengthsOf('Released')).toEqual([null, null, null]);
    expect(barLengthsOf('Zoom')).toEqual([null, null, null]);
    // A model without the value has no bar; the others still compare.
    expect(barLengthsOf('Charging')).toEqual([VALUE_BAR_WIDTH, null, (VALUE_BAR_WIDTH * 25) / 45]);
  });
});
