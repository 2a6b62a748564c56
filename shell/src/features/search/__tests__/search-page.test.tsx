import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { scriptedClient } from '../../../testing/scripted-client';
import SearchPage from '../search-page';

const galaxy = {
  name: 'Galaxy S25',
  companyName: 'Samsung',
  companyPath: 'samsung',
  path: 'galaxy-s25',
  series: 'Galaxy S',
  img: null,
};
const classic = {
  companyName: 'Royal Enfield',
  companyPath: 'royalenfield',
  model: 'Classic 350',
  path: 'classic-350',
  series: null,
  img: null,
};
const laptop = (companyName: string, name: string) => ({
  name,
  companyName,
  companyPath: companyName.toLowerCase(),
  path: name.toLowerCase().replace(/\s+/g, '-'),
  series: null,
  img: null,
});

const card = {
  id: '3f8a0c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b',
  category: 'GPU',
  manufacturer: 'ASUS',
  name: 'ASUS Dual GeForce RTX 4070',
};

describe('search results page', () => {
  it('groups phones, laptops, bikes and PC parts with their counts, each result linking to its page', () => {
    const { client, calls } = scriptedClient({
      SearchPage_SearchMobiles: () => ({ data: { searchMobiles: [galaxy] } }),
      SearchPage_SearchLaptops: () => ({ data: { searchLaptops: [] } }),
      SearchPage_SearchBikes: () => ({ data: { searchBikeFeatures: [classic] } }),
      SearchPage_SearchParts: () => ({ data: { pcParts: [card] } }),
    });
    renderWithProviders(<SearchPage />, { client, route: '/search?q=%20classic%20' });
    expect(screen.getByRole('heading', { level: 1, name: 'Results for "classic"' })).toBeInTheDocument();
    const phones = screen.getByRole('region', { name: 'Phones' });
    expect(within(phones).getByRole('heading', { name: 'Phones (1)' })).toBeInTheDocument();
    expect(within(phones).getByRole('link', { name: /Galaxy S25/ })).toHaveAttribute(
      'href',
      '/mobile/samsung/galaxy-s25',
    );
    const laptops = screen.getByRole('region', { name: 'Laptops' });
    expect(within(laptops).getByRole('heading', { name: 'Laptops (0)' })).toBeInTheDocument();
    expect(within(laptops).getByText('No laptops match.')).toBeInTheDocument();
    const bikes = screen.getByRole('region', { name: 'Bikes' });
    expect(within(bikes).getByRole('link', { name: /Classic 350/ })).toHaveAttribute(
      'href',
      '/bike/royalenfield/classic-350',
    );
    const parts = screen.getByRole('region', { name: 'PC parts' });
    expect(within(parts).getByRole('link', { name: /ASUS Dual GeForce RTX 4070/ })).toHaveAttribute(
      'href',
      `/desktop/parts/gpu/${card.id}`,
    );
    expect(within(parts).getByText('ASUS • Video card')).toBeInTheDocument();
    expect(within(parts).getByRole('link', { name: 'View all video card parts matching "classic"' })).toHaveAttribute(
      'href',
      '/desktop/custom-pc-build?pick=gpu&search=classic',
    );
    expect(calls.map((call) => call.variables)).toEqual([
      { searchKey: 'classic' },
      { searchKey: 'classic' },
      { searchTerm: 'classic' },
      { search: 'classic' },
    ]);
  });

  it("offers 'View all' per group: the brand, the laptop finder for a few brands, the bike catalogue searched", () => {
    const { client } = scriptedClient({
      SearchPage_SearchMobiles: () => ({ data: { searchMobiles: [galaxy] } }),
      SearchPage_SearchLaptops: () => ({
        data: { searchLaptops: [laptop('Dell', 'XPS 13'), laptop('HP', 'Spectre 13')] },
      }),
      SearchPage_SearchBikes: () => ({ data: { searchBikeFeatures: [] } }),
    });
    renderWithProviders(<SearchPage />, { client, route: '/search?q=13' });
    const viewAll = (group: string) =>
      within(screen.getByRole('region', { name: group })).getByRole('link', { name: /^View all/ });
    expect(viewAll('Phones')).toHaveAccessibleName('View all Samsung phones');
    expect(viewAll('Phones')).toHaveAttribute('href', '/mobile/samsung');
    expect(viewAll('Laptops')).toHaveAccessibleName('View all Dell and HP laptops');
    expect(viewAll('Laptops')).toHaveAttribute('href', '/laptop?brand=dell,hp');
    expect(viewAll('Bikes')).toHaveAccessibleName('View all bikes matching "13"');
    expect(viewAll('Bikes')).toHaveAttribute('href', '/bike/catalog?searchTerm=13');
  });

  it('keeps the other groups when one search fails', () => {
    const { client } = scriptedClient({
      SearchPage_SearchMobiles: () => ({ data: { searchMobiles: [galaxy] } }),
      SearchPage_SearchLaptops: () => ({ error: new Error('down') }),
      SearchPage_SearchBikes: () => ({ data: { searchBikeFeatures: [] } }),
    });
    renderWithProviders(<SearchPage />, { client, route: '/search?q=galaxy' });
    expect(within(screen.getByRole('region', { name: 'Laptops' })).getByRole('alert')).toHaveTextContent(
      'Laptops could not be searched',
    );
    expect(
      within(screen.getByRole('region', { name: 'Laptops' })).getByRole('link', { name: 'View all laptops' }),
    ).toHaveAttribute('href', '/laptop');
    expect(screen.getByRole('heading', { name: 'Phones (1)' })).toBeInTheDocument();
  });

  it("names a phone known by number alone with its brand: 'OnePlus 13'", () => {
    const oneplus = {
      name: '13',
      companyName: 'OnePlus',
      companyPath: 'oneplus',
      path: '13',
      series: 'OnePlus',
      img: null,
    };
    const { client } = scriptedClient({
      SearchPage_SearchMobiles: () => ({ data: { searchMobiles: [oneplus] } }),
      SearchPage_SearchLaptops: () => ({ data: { searchLaptops: [] } }),
      SearchPage_SearchBikes: () => ({ data: { searchBikeFeatures: [] } }),
    });
    renderWithProviders(<SearchPage />, { client, route: '/search?q=13' });
    expect(
      within(screen.getByRole('region', { name: 'Phones' })).getByRole('link', { name: /^OnePlus 13/ }),
    ).toHaveAttribute('href', '/mobile/oneplus/13');
  });

  it('asks nothing for an empty query', () => {
    const { client, calls } = scriptedClient({});
    renderWithProviders(<SearchPage />, { client, route: '/search' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
