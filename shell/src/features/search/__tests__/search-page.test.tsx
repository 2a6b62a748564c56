import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { scriptedClient } from '../../../testing/scripted-client';
import SearchPage from '../search-page';

describe('search results page', () => {
  it('groups phones, laptops and bikes, each linking to its page', () => {
    const { client, calls } = scriptedClient({
      SearchPage_SearchMobiles: () => ({
        data: { searchMobiles: [{ name: 'Galaxy S25', companyName: 'Samsung', companyPath: 'samsung', path: 'galaxy-s25', series: 'Galaxy S', img: null }] },
      }),
      SearchPage_SearchLaptops: () => ({ data: { searchLaptops: [] } }),
      SearchPage_SearchBikes: () => ({
        data: { searchBikeFeatures: [{ companyName: 'Royal Enfield', companyPath: 'royalenfield', model: 'Classic 350', path: 'classic-350', series: null, img: null }] },
      }),
    });
    renderWithProviders(<SearchPage />, { client, route: '/search?q=%20classic%20' });
    expect(screen.getByRole('heading', { level: 1, name: 'Results for "classic"' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Phones' })).getByRole('link')).toHaveAttribute('href', '/mobile/samsung/galaxy-s25');
    expect(within(screen.getByRole('region', { name: 'Laptops' })).getByText('No laptops match.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Bikes' })).getByRole('link')).toHaveAttribute('href', '/bike/royalenfield/classic-350');
    expect(calls.map((call) => call.variables)).toEqual([{ searchKey: 'classic' }, { searchKey: 'classic' }, { searchTerm: 'classic' }]);
  });

  it('asks nothing for an empty query', () => {
    const { client, calls } = scriptedClient({});
    renderWithProviders(<SearchPage />, { client, route: '/search' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
