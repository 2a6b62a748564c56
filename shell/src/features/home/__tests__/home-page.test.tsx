import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { scriptedClient } from '../../../testing/scripted-client';
import HomePage from '../home-page';
import { SectionRegistryProvider } from '../../../sections/section-registry-context';
import { TEST_REGISTRY } from '../../../testing/sections';

describe('home page', () => {
  it('shows the loading skeleton while the featured phones load', () => {
    const { client } = scriptedClient({});
    renderWithProviders(<HomePage />, { client });
    expect(screen.getByRole('status', { name: 'Loading featured phones' })).toHaveAttribute('aria-busy', 'true');
  });

  it('lists the deployed sections, in the registry order, each to its home', () => {
    const { client } = scriptedClient({});
    renderWithProviders(
      <SectionRegistryProvider value={TEST_REGISTRY}>
        <HomePage />
      </SectionRegistryProvider>,
      { client },
    );
    const links = screen.getAllByRole('link').filter((link) => link.querySelector('strong'));
    expect(links.map((link) => [link.querySelector('strong')?.textContent, link.getAttribute('href')])).toEqual([
      ['Phones', '/mobile'],
      ['Laptops', '/laptop'],
      ['Bikes', '/bike'],
    ]);
  });

  it('keeps a card-sized place for each of the 8 featured phones, in the grid the cards use', () => {
    const { client } = scriptedClient({});
    const { unmount } = renderWithProviders(<HomePage />, { client });
    const loading = screen.getByRole('status', { name: 'Loading featured phones' });
    expect(within(loading).getAllByTestId('skeleton-card')).toHaveLength(8);
    const reserved = { grid: getComputedStyle(loading).gridTemplateColumns, gap: getComputedStyle(loading).gap };
    unmount();

    const phone = (path: string) => ({
      companyPath: 'google',
      companyName: 'Google',
      path,
      name: path,
      description: null,
      price: null,
      img: null,
    });
    const loaded = scriptedClient({ HomePage_HomeMobiles: () => ({ data: { homeMobiles: ['a', 'b'].map(phone) } }) });
    renderWithProviders(<HomePage />, { client: loaded.client });
    const grid = screen.getByRole('list', { name: 'Featured phones' });
    expect({ grid: getComputedStyle(grid).gridTemplateColumns, gap: getComputedStyle(grid).gap }).toEqual(reserved);
  });

  it('shows the featured phones, each linking to its page', () => {
    const { client } = scriptedClient({
      HomePage_HomeMobiles: () => ({
        data: {
          homeMobiles: [
            {
              companyPath: 'google',
              companyName: 'Google',
              path: 'pixel-9-pro',
              name: 'Pixel 9 Pro',
              description: null,
              price: '$999',
              img: null,
            },
          ],
        },
      }),
    });
    renderWithProviders(<HomePage />, { client });
    expect(screen.queryByRole('status', { name: 'Loading featured phones' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Pixel 9 Pro/ })).toHaveAttribute('href', '/mobile/google/pixel-9-pro');
  });
});
