import { screen } from '@testing-library/react';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { ComparePairList, ComparePairListSkeleton, type PairSide } from '../compare-pair-list';

const side = (
  name: string,
  companyName: string,
  path: string,
  img: string | null = `/media/${path}.svg`,
): PairSide => ({
  name,
  companyName,
  companyPath: companyName.toLowerCase(),
  path,
  img,
});

const pairs = [
  {
    id: '1',
    one: side('iPhone 17 Pro', 'Apple', 'iphone-17-pro'),
    two: side('Galaxy S25 Ultra', 'Samsung', 'galaxy-s25-ultra'),
  },
];

describe('ComparePairList', () => {
  it('reserves the height of a pair tile while the pairs load, so the page below does not move', () => {
    const { unmount } = renderWithProviders(<ComparePairListSkeleton count={3} />);
    const region = screen.getByRole('status', { name: 'Loading comparisons' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    const placeholders = screen.getAllByTestId('skeleton-pair');
    expect(placeholders).toHaveLength(3);
    const reserved = getComputedStyle(placeholders[0]!).height;
    unmount();

    renderWithProviders(<ComparePairList pairs={pairs} comparePath="/mobile/compare_mobile_models" accent="blue" />);
    const tile = screen.getByRole('link', { name: 'Compare iPhone 17 Pro vs Galaxy S25 Ultra' });
    expect(reserved).toMatch(/^\d+px$/);
    expect(getComputedStyle(tile).minHeight).toBe(reserved);
  });

  it('draws each picture in a fixed box, so a tall phone or a wide laptop does not move the tile when it loads', () => {
    renderWithProviders(<ComparePairList pairs={pairs} comparePath="/mobile/compare_mobile_models" accent="blue" />);
    for (const picture of screen.getByRole('link').querySelectorAll('img')) {
      expect(picture).toHaveAttribute('loading', 'lazy');
      const style = getComputedStyle(picture);
      expect([style.width, style.height, style.objectFit]).toEqual(['100%', '72px', 'contain']);
    }
  });
});
