import { act, fireEvent, screen } from '@testing-library/react';
import { appStore, darkTheme, lightTheme } from '@gadgets/shared-ui';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { ModelCard } from '../../model-grid/model-card';
import { SkeletonGrid } from '../skeletons';

/** jsdom reports colours as rgb(); the tokens are hex. */
function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

const backgroundOf = (element: Element) => getComputedStyle(element).backgroundColor;

describe('placeholders in night mode', () => {
  beforeEach(() => act(() => appStore.setState({ theme: 'dark' })));

  it('draws loading cards in the dark tokens, never a light grey', () => {
    renderWithProviders(<SkeletonGrid count={1} label="Loading phones" />);
    const card = screen.getByTestId('skeleton-card');
    expect(backgroundOf(card)).toBe(rgb(darkTheme.colors.surface));
    const block = card.firstElementChild!;
    expect(backgroundOf(block)).toBe(rgb(darkTheme.colors.skeleton));
    expect(backgroundOf(block)).not.toBe(rgb(lightTheme.colors.skeleton));
  });

  it('puts a missing or broken card image on a dark placeholder', () => {
    renderWithProviders(<ModelCard href="/mobile/oneplus/13" name="13" img="/media/x.svg" />);
    fireEvent.error(screen.getByRole('link').querySelector('img')!);
    const placeholder = screen.getByText('📱').parentElement!;
    expect(backgroundOf(placeholder)).toBe(rgb(darkTheme.colors.surfaceRaised));
  });
});
