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
          <ModelCard
            href="/mobile/google/pixel-9"
            name="Pixel 9"
            img="/media/phones/pixel-9.svg"
            subtitle="Pixel · Google"
          />
        </li>
      </ModelGrid>,
    );
    expect(screen.getByRole('list', { name: 'Google phones' })).toBeInTheDocument();
    const card = screen.getByRole('link', { name: /Pixel 9/ });
    expect(card).toHaveAttribute('href', '/mobile/google/pixel-9');
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/phones/pixel-9.svg');
  });

  it('draws the picture in a fixed box, so a tall phone or a wide laptop does not move the card when it loads', () => {
    renderWithProviders(<ModelCard href="/laptop/dell/xps-13-9350" name="XPS 13" img="/media/laptops/xps.svg" />);
    const picture = screen.getByRole('link').querySelector('img')!;
    expect(picture).toHaveAttribute('width');
    expect(picture).toHaveAttribute('height');
    const style = getComputedStyle(picture);
    expect([style.width, style.height, style.objectFit]).toEqual(['100%', '150px', 'contain']);
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
