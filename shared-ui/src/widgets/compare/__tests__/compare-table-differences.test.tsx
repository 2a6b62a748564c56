import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import type { CompareSection } from '../../spec-sheet/spec-sheet';
import { largestNumber } from '../better-value';
import { CompareTable } from '../compare-table';
import { differingSectionsOf, rowDiffers } from '../differing-rows';

const phones = [
  { key: 'a', header: 'Phone A' },
  { key: 'b', header: 'Phone B' },
];

const sections: CompareSection[] = [
  {
    title: 'Battery',
    rows: [
      { label: 'Capacity', values: ['4700 mAh', '5000 mAh'], score: largestNumber },
      { label: 'Type', values: ['Li-Ion', 'Li-Ion'] },
    ],
  },
  { title: 'Sound', rows: [{ label: 'Jack', values: ['No', 'No'] }] },
  { title: 'Network', rows: [{ label: '5G', values: ['Yes', null] }] },
];

const table = () => screen.getByRole('table', { name: 'Comparison' });
const rowLabels = () =>
  within(table())
    .queryAllByRole('rowheader')
    .map((header) => header.textContent);

describe('Show differences only', () => {
  it('hides the rows every model reads the same, and the sections left empty, then brings them back', async () => {
    renderWithProviders(<CompareTable columns={phones} sections={sections} />);
    expect(rowLabels()).toEqual(['Capacity', 'Type', 'Jack', '5G']);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Show differences only' }));
    expect(rowLabels()).toEqual(['Capacity', '5G']);
    expect(within(table()).queryByRole('columnheader', { name: 'Sound' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 4 rows: only those where the models differ.');
    // The model names stay: only rows go.
    expect(within(table()).getByRole('columnheader', { name: 'Phone A' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Show differences only' }));
    expect(rowLabels()).toEqual(['Capacity', 'Type', 'Jack', '5G']);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('works from the keyboard: Tab reaches the switch and Space flips it', async () => {
    renderWithProviders(<CompareTable columns={phones} sections={sections} />);
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Show differences only' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(rowLabels()).toEqual(['Capacity', '5G']);
    // The sideways-scrolling frame is the next stop, so keyboard users can scroll it with the arrow keys.
    await userEvent.tab();
    expect(screen.getByRole('region', { name: 'Comparison, scrolls sideways' })).toHaveFocus();
  });

  it('says so when the models read the same everywhere', async () => {
    renderWithProviders(<CompareTable columns={phones} sections={[sections[1]!]} initialDifferencesOnly />);
    expect(screen.getByRole('checkbox', { name: 'Show differences only' })).toBeChecked();
    expect(within(table()).getByText('These models read the same in every row.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 1 rows');
  });

  it('has nothing to tell apart with a single model, so the switch is off and disabled', () => {
    renderWithProviders(<CompareTable columns={[phones[0]!]} sections={sections} initialDifferencesOnly />);
    const toggle = screen.getByRole('checkbox', { name: 'Show differences only' });
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
    expect(rowLabels()).toEqual(['Capacity', 'Type', 'Jack', '5G']);
  });
});

describe('Marked differences', () => {
  it('marks each row where the models read differently, and no row with a single model', () => {
    const { rerender } = renderWithProviders(<CompareTable columns={phones} sections={sections} markDifferences />);
    const marked = within(table())
      .queryAllByRole('rowheader')
      .filter((header) => header.closest('tr')!.dataset.differs === 'true')
      .map((header) => header.textContent);
    expect(marked).toEqual(['Capacity Differs', '5G Differs']);
    expect(within(table()).getByRole('rowheader', { name: 'Type' })).not.toHaveTextContent('Differs');

    rerender(<CompareTable columns={[phones[0]!]} sections={sections} markDifferences />);
    expect(within(table()).queryByText('Differs')).not.toBeInTheDocument();
  });
});

describe('CompareTable layout', () => {
  it('keeps the model names on top and the row labels at the left while the table scrolls', () => {
    renderWithProviders(<CompareTable columns={phones} sections={sections} />);
    expect(getComputedStyle(within(table()).getByRole('columnheader', { name: 'Phone A' })).position).toBe('sticky');
    expect(getComputedStyle(within(table()).getByRole('rowheader', { name: 'Capacity' })).position).toBe('sticky');
    expect(getComputedStyle(screen.getByRole('region', { name: 'Comparison, scrolls sideways' })).overflow).toBe(
      'auto',
    );
  });
});

describe('rowDiffers', () => {
  it('compares what a visitor reads: blanks are N/A, case and spacing do not count', () => {
    expect(rowDiffers({ label: 'Jack', values: ['Yes', ' yes '] }, 2)).toBe(false);
    expect(rowDiffers({ label: 'Jack', values: [null, ''] }, 2)).toBe(false);
    expect(rowDiffers({ label: 'Jack', values: [null, 'No'] }, 2)).toBe(true);
    expect(
      rowDiffers(
        {
          label: 'Cameras',
          values: [
            ['50 MP', '12 MP'],
            ['50 MP', '12 MP'],
          ],
        },
        2,
      ),
    ).toBe(false);
  });

  it('only looks at the models shown', () => {
    expect(rowDiffers({ label: 'Jack', values: ['Yes', 'Yes', 'No'] }, 2)).toBe(false);
    expect(differingSectionsOf(sections, 2).map((section) => section.title)).toEqual(['Battery', 'Network']);
  });
});
