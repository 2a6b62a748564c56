import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { FinderCheckboxes, FinderRadios } from '../finder-controls';

/** 25 brands, as the phone finder lists them: Brand 1 to Brand 25. */
const BRANDS = Array.from({ length: 25 }, (_, place) => ({ value: `brand-${place + 1}`, label: `Brand ${place + 1}` }));

function Brands({ initial = [] }: { initial?: string[] }) {
  const [checked, setChecked] = useState(initial);
  return <FinderCheckboxes legend="Brand" options={BRANDS} value={checked} onChange={setChecked} />;
}

const brandGroup = () => screen.getByRole('group', { name: 'Brand' });
const shownBrands = () => within(brandGroup()).getAllByRole('checkbox');

describe('a long finder option group', () => {
  it('shows its first six options and says how many more there are', () => {
    renderWithProviders(<Brands />);
    expect(shownBrands().map((box) => box.closest('label')?.textContent?.trim())).toEqual([
      'Brand 1',
      'Brand 2',
      'Brand 3',
      'Brand 4',
      'Brand 5',
      'Brand 6',
    ]);
    expect(within(brandGroup()).getByRole('button', { name: '+ 19 more' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows every option when expanded, and fewer again when asked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Brands />);
    await user.click(screen.getByRole('button', { name: '+ 19 more' }));
    expect(shownBrands()).toHaveLength(25);
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Brand 20' }));
    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    // The brand just chosen stays in sight, so the group never hides what filters the results.
    expect(shownBrands()).toHaveLength(7);
    expect(screen.getByRole('checkbox', { name: 'Brand 20' })).toBeChecked();
    expect(screen.getByRole('button', { name: '+ 18 more' })).toBeInTheDocument();
  });

  it('keeps chosen options visible from the start, in their place, and counts only the rest', () => {
    renderWithProviders(<Brands initial={['brand-12', 'brand-25']} />);
    expect(shownBrands()).toHaveLength(8);
    expect(shownBrands()[6]).toHaveAccessibleName('Brand 12');
    expect(shownBrands()[7]).toHaveAccessibleName('Brand 25');
    expect(screen.getByRole('button', { name: '+ 17 more' })).toBeInTheDocument();
  });

  it('expands from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Brands />);
    screen.getByRole('button', { name: '+ 19 more' }).focus();
    await user.keyboard('{Enter}');
    expect(shownBrands()).toHaveLength(25);
  });

  it('leaves a short group whole, radios as checkboxes', () => {
    renderWithProviders(
      <FinderRadios
        legend="Currency"
        name="currency"
        options={BRANDS.slice(0, 8)}
        value={undefined}
        onChange={() => undefined}
      />,
    );
    expect(within(screen.getByRole('group', { name: 'Currency' })).getAllByRole('radio')).toHaveLength(8);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
