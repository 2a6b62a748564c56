import { screen } from '@testing-library/react';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { lightTheme } from '@gadgets/shared-ui';
import { AccentButton } from '../accent-button';

const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

describe('AccentButton', () => {
  it('fills with the readable shade of its accent and white text', () => {
    renderWithProviders(
      <AccentButton $accent="orange" type="button">
        Add
      </AccentButton>,
    );
    const style = getComputedStyle(screen.getByRole('button', { name: 'Add' }));
    expect(style.backgroundColor).toBe(rgb(lightTheme.accents.orange.strong));
    expect(style.color).toBe(rgb(lightTheme.accents.orange.contrastText));
  });
});
