import { act, screen } from '@testing-library/react';
import { appStore } from '@gadgets/shared-ui';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { SpecTable } from '../spec-table';

const sections = [
  {
    title: 'Dimensions',
    rows: [
      { label: 'Kerb Weight', value: '196 kg' },
      { label: 'Seat Height', value: '825 mm' },
      { label: 'Display', value: '6.3 inches' },
      { label: 'Fuel Tank (L)', value: 17 },
    ],
  },
];

describe('spec values in the visitor units', () => {
  afterEach(() => act(() => appStore.getState().setUnits('metric')));

  it('shows quantities in imperial units once chosen, screen sizes as they are', () => {
    act(() => appStore.getState().setUnits('imperial'));
    renderWithProviders(<SpecTable sections={sections} />);
    expect(screen.getByRole('row', { name: 'Kerb Weight 432.1 lb' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Seat Height 32.5 in' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Display 6.3 inches' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Fuel Tank (gal) 4.5' })).toBeInTheDocument();
  });

  it('shows them as published in metric units, and changes with the choice', () => {
    renderWithProviders(<SpecTable sections={sections} />);
    expect(screen.getByRole('row', { name: 'Kerb Weight 196 kg' })).toBeInTheDocument();
    act(() => appStore.getState().setUnits('imperial'));
    expect(screen.getByRole('row', { name: 'Kerb Weight 432.1 lb' })).toBeInTheDocument();
  });
});
