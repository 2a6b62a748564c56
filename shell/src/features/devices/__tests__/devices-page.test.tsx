import { screen } from '@testing-library/react';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { scriptedClient } from '../../../testing/scripted-client';
import DevicesPage from '../devices-page';

describe('devices page', () => {
  it('lists the devices of the category in the address', () => {
    const { client, calls } = scriptedClient({
      DevicesPage_Devices: () => ({
        data: {
          devices: [
            {
              id: '1',
              name: 'Galaxy Tab S10',
              brand: 'Samsung',
              category: 'Tablets',
              description: 'An 11-inch tablet.',
              img: null,
              averageRating: 4.25,
            },
          ],
        },
      }),
    });
    renderWithProviders(<DevicesPage />, { client, route: '/devices?category=tablets' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tablets' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Galaxy Tab S10' })).toBeInTheDocument();
    expect(screen.getByText('Rated 4.3 out of 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tablets' })).toHaveAttribute('aria-current', 'page');
    expect(calls[0]?.variables).toEqual({ category: 'tablets' });
  });

  it('says when a category is empty', () => {
    const { client } = scriptedClient({ DevicesPage_Devices: () => ({ data: { devices: [] } }) });
    renderWithProviders(<DevicesPage />, { client, route: '/devices?category=earbuds' });
    expect(screen.getByText('No devices in this category yet. Check back soon.')).toBeInTheDocument();
  });
});
