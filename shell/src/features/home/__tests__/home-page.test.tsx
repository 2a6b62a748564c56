import { screen } from '@testing-library/react';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { scriptedClient } from '../../../testing/scripted-client';
import HomePage from '../home-page';

describe('home page', () => {
  it('shows the loading skeleton while the featured phones load', () => {
    const { client } = scriptedClient({});
    renderWithProviders(<HomePage />, { client });
    expect(screen.getByTestId('home-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('link', { name: /^Phones/ })).toHaveAttribute('href', '/mobile');
  });

  it('shows the featured phones, each linking to its page', () => {
    const { client } = scriptedClient({
      HomePage_HomeMobiles: () => ({
        data: {
          homeMobiles: [{ companyPath: 'google', companyName: 'Google', path: 'pixel-9-pro', name: 'Pixel 9 Pro', description: null, price: '$999', img: null }],
        },
      }),
    });
    renderWithProviders(<HomePage />, { client });
    expect(screen.queryByTestId('home-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Pixel 9 Pro/ })).toHaveAttribute('href', '/mobile/google/pixel-9-pro');
  });
});
