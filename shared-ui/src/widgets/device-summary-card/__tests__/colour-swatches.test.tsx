import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { ColourSwatches } from '../colour-swatches';
import { swatchColourOf } from '../swatch-colour';

const paintOf = (item: HTMLElement) => (item.querySelector('[aria-hidden="true"]') as HTMLElement).style.background;

describe('ColourSwatches', () => {
  it('shows each colour painted, with its name in words and as the tooltip', () => {
    renderWithProviders(<ColourSwatches colours={['Obsidian', 'Black Titanium', 'Peony']} />);
    const items = within(screen.getByRole('list', { name: 'Colors' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Obsidian', 'Black Titanium', 'Peony']);
    expect(items.map((item) => item.getAttribute('title'))).toEqual(['Obsidian', 'Black Titanium', 'Peony']);
    expect(items.map(paintOf)).toEqual(['rgb(32, 33, 36)', 'rgb(17, 17, 17)', 'rgb(232, 166, 184)']);
  });

  it('keeps the name and a neutral chip for a colour it cannot paint', () => {
    renderWithProviders(<ColourSwatches colours={['Aurora Flux']} />);
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Aurora Flux');
    expect(paintOf(item)).toBe('');
  });
});

describe('swatchColourOf', () => {
  it('reads the hue of a marketing name, whatever finish or adjective goes with it', () => {
    expect(swatchColourOf('Titanium Black')).toBe(swatchColourOf('black'));
    expect(swatchColourOf('Space Black')).toBe(swatchColourOf('BLACK'));
    expect(swatchColourOf('Cosmic Orange')).toBe(swatchColourOf('Orange'));
    expect(swatchColourOf('Titanium')).toBe('#8a8d8f');
    expect(swatchColourOf('Rose  Quartz')).toBe('#f1c6c5');
    expect(swatchColourOf('RGB')).toBeNull();
  });
});
