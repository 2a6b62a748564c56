import { screen } from '@testing-library/react';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { PageNotFound } from '../page-not-found';

describe('PageNotFound', () => {
  it('gives the page its one main heading and a way home', () => {
    renderWithProviders(<PageNotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the homepage' })).toHaveAttribute('href', '/');
  });
});
