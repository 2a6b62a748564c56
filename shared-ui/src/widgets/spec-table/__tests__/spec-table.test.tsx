import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { SpecTable } from '../spec-table';
import { specEntriesOf } from '../spec-value';

const valueOf = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!.querySelector('td')!;

describe('SpecTable', () => {
  const sections = [
    {
      title: 'Display',
      rows: [
        { label: 'Type', value: 'LTPO OLED' },
        { label: 'Brightness', value: null },
        { label: 'HDR', value: '' },
        { label: 'Protection', value: undefined },
      ],
    },
    {
      title: 'Camera',
      rows: [
        { label: 'Cameras', value: ['50 MP (main)', '48 MP (telephoto)', '48 MP (ultrawide)'] },
        { label: 'Zoom', value: [] },
        { label: 'Cores', value: 8 },
      ],
    },
  ];

  it('renders one titled section per feature group', () => {
    renderWithProviders(<SpecTable sections={sections} />);
    expect(screen.getByRole('region', { name: 'Display' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Camera' })).toBeInTheDocument();
  });

  it("shows 'N/A' for empty or missing values", () => {
    renderWithProviders(<SpecTable sections={sections} />);
    expect(valueOf('Type')).toHaveTextContent('LTPO OLED');
    for (const label of ['Brightness', 'HDR', 'Protection', 'Zoom']) expect(valueOf(label)).toHaveTextContent(/^N\/A$/);
  });

  it('shows one block per array item', () => {
    renderWithProviders(<SpecTable sections={sections} />);
    const items = within(valueOf('Cameras')).getAllByTestId('spec-item');
    expect(items.map((item) => item.textContent)).toEqual(['50 MP (main)', '48 MP (telephoto)', '48 MP (ultrawide)']);
    expect(valueOf('Cores')).toHaveTextContent('8');
  });

  it('normalises values', () => {
    expect(specEntriesOf('  ')).toBeNull();
    expect(specEntriesOf(['a', ' ', 'b'])).toEqual(['a', 'b']);
    expect(specEntriesOf(true)).toEqual(['Yes']);
    expect(specEntriesOf(0)).toEqual(['0']);
  });
});
