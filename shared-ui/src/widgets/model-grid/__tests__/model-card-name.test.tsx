import { screen } from '@testing-library/react';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { ModelCard } from '../model-card';
import { cardNameOf } from '../model-card-name';

describe('model card names', () => {
  it("reads 'OnePlus 13', not just '13', on a phone card", () => {
    renderWithProviders(<ModelCard href="/mobile/oneplus/13" name="13" brandName="OnePlus" subtitle="OnePlus" />);
    expect(screen.getByRole('heading', { name: 'OnePlus 13' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /OnePlus 13/ })).toHaveAttribute('href', '/mobile/oneplus/13');
  });

  it('puts the brand before a name that is only a number or a number with a letter or two', () => {
    expect(cardNameOf('12', 'OnePlus')).toBe('OnePlus 12');
    expect(cardNameOf('12R', 'OnePlus')).toBe('OnePlus 12R');
    expect(cardNameOf('9 Pro', 'Google')).toBe('Google 9 Pro');
  });

  it('leaves a name that reads on its own, or already has the brand, as it is', () => {
    expect(cardNameOf('Galaxy S25', 'Samsung')).toBe('Galaxy S25');
    expect(cardNameOf('XPS 13', 'Dell')).toBe('XPS 13');
    expect(cardNameOf('OnePlus 13', 'OnePlus')).toBe('OnePlus 13');
    expect(cardNameOf('13', undefined)).toBe('13');
  });
});
