import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { SkeletonGrid } from '../../skeletons/skeletons';
import { ModelCard } from '../model-card';
import { ModelGrid } from '../model-grid';

describe('ModelGrid and ModelCard', () => {
  it('links each card to its model page', () => {
    renderWithProviders(
      <ModelGrid label="Google phones">
        <li>
          <ModelCard href="/mobile/google/pixel-9" name="Pixel 9" img="/media/phones/pixel-9.svg" subtitle="Pixel · Google" />
        </li>
      </ModelGrid>,
    );
    expect(screen.getByRole('list', { name: 'Google phones' })).toBeInTheDocument();
    const card = screen.getByRole('link', { name: /Pixel 9/ });
    expect(card).toHaveAttribute('href', '/mobile/google/pixel-9');
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/phones/pixel-9.svg');
  });

  it('draws the placeholder when the image is missing or fails to load', () => {
    renderWithProviders(<ModelCard href="/x" name="X" img="/media/x.svg" imagePlaceholder="🏍️" />);
    fireEvent.error(screen.getByRole('link').querySelector('img')!);
    expect(screen.getByRole('link')).toHaveTextContent('🏍️');
  });

  it('shows the requested number of skeleton cards while loading', () => {
    renderWithProviders(<SkeletonGrid count={12} label="Loading phones" />);
    expect(screen.getByRole('status', { name: 'Loading phones' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(12);
  });
});
