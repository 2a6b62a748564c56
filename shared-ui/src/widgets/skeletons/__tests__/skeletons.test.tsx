import { screen } from '@testing-library/react';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { SkeletonGrid, SkeletonLines } from '../skeletons';

describe('skeletons', () => {
  it('announces one busy region and hides the placeholder cards themselves', () => {
    renderWithProviders(<SkeletonGrid count={15} label="Loading laptops" />);
    const region = screen.getByRole('status', { name: 'Loading laptops' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    const cards = screen.getAllByTestId('skeleton-card');
    expect(cards).toHaveLength(15);
    for (const card of cards) expect(card).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the requested number of text lines', () => {
    renderWithProviders(<SkeletonLines lines={3} label="Loading comments" />);
    expect(screen.getByRole('status', { name: 'Loading comments' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-line')).toHaveLength(3);
  });
});
