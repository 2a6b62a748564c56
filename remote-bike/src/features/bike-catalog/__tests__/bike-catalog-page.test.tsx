import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from '@urql/core';
import { bikeCompanies, bikeFeature } from '../../../testing/bike-fixtures';
import { renderBikeRoute } from '../../../testing/render-bike-route';

const item = (model: string, path: string, extra: Record<string, unknown> = {}) => ({
  companyName: 'Royal Enfield',
  companyPath: 'royalenfield',
  model,
  path,
  series: null,
  engineType: 'Single cylinder',
  displacementCc: 452,
  maxPowerHp: 39.5,
  price: null,
  published: true,
  highlights: [],
  img: null,
  ...extra,
});
const found = (items: ReturnType<typeof item>[]) => ({
  data: { searchBikeCatalog: { total: items.length, priceCurrencies: ['INR', 'USD'], items } },
});

describe('/bike/catalog', () => {
  it('searches with the term from the address and lists what it found', () => {
    const { client } = renderBikeRoute('/bike/catalog?q=himalayan&brand=royalenfield&minCc=300', {
      BrandStrip_Companies: bikeCompanies,
      BikeCatalogPage_Search: found([
        item('Himalayan 450', 'himalayan-450'),
        item('Guerrilla 450', 'guerrilla-450', { published: false }),
      ]),
    });
    expect(client.requests.find((request) => request.name === 'BikeCatalogPage_Search')?.variables).toEqual({
      filter: {
        searchTerm: 'himalayan',
        companyPaths: ['royalenfield'],
        minDisplacementCc: 300,
        maxDisplacementCc: null,
        priceCurrency: null,
        minPrice: null,
        maxPrice: null,
      },
    });
    expect(screen.getByRole('searchbox', { name: 'Search bikes' })).toHaveValue('himalayan');
    expect(screen.getByPlaceholderText('Search bikes by name, company, or specs...')).toBeInTheDocument();
    expect(screen.getByText('2 Bike(s) Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Himalayan 450/ })).toHaveAttribute(
      'href',
      '/bike/royalenfield/himalayan-450',
    );
    expect(screen.getByText('Bike · Royal Enfield · Draft')).toBeInTheDocument();
  });

  it("puts the term and filters in the address on 'Search Bikes'; an empty term lists every published bike", async () => {
    const { client } = renderBikeRoute('/bike/catalog', {
      BrandStrip_Companies: bikeCompanies,
      BikeCatalogPage_Search: found([item('Himalayan 450', 'himalayan-450')]),
    });
    const searches = () => client.requests.filter((request) => request.name === 'BikeCatalogPage_Search');
    expect(searches()[0]?.variables).toMatchObject({ filter: { searchTerm: null } });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search bikes' }), '  duke ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'List price to' }), '9000');
    await userEvent.click(screen.getByRole('button', { name: 'Search Bikes' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/bike/catalog?q=duke&currency=USD&maxPrice=9000');
    expect(searches().at(-1)?.variables).toMatchObject({
      filter: { searchTerm: 'duke', priceCurrency: 'USD', maxPrice: 9000 },
    });
  });

  it('shows the loading, empty and error texts', async () => {
    renderBikeRoute('/bike/catalog', { BrandStrip_Companies: bikeCompanies });
    expect(screen.getByText('Loading bike features...')).toBeInTheDocument();

    renderBikeRoute('/bike/catalog?q=zzz', { BrandStrip_Companies: bikeCompanies, BikeCatalogPage_Search: found([]) });
    expect(screen.getByText('No Bike Features Found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or check back later for new bikes.')).toBeInTheDocument();

    let failing = true;
    const { client } = renderBikeRoute('/bike/catalog?q=x', {
      BrandStrip_Companies: bikeCompanies,
      BikeCatalogPage_Search: () =>
        failing
          ? { error: new CombinedError({ networkError: new Error('offline') }) }
          : found([item('Hunter 350', 'hunter-350')]),
    });
    expect(screen.getByText('Error Loading Bike Features')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('1 Bike(s) Found')).toBeInTheDocument();
    expect(client.requestNames().filter((name) => name === 'BikeCatalogPage_Search')).toHaveLength(2);
  });

  it('compares up to three bikes side by side on the shared compare table', async () => {
    const bikes = ['a', 'b', 'c', 'd'].map((letter) => item(`Bike ${letter.toUpperCase()}`, `bike-${letter}`));
    renderBikeRoute('/bike/catalog', {
      BrandStrip_Companies: bikeCompanies,
      BikeCatalogPage_Search: found(bikes),
      BikeCatalogPage_CompareFeature: (variables) => ({
        data: {
          getBikeFeature: bikeFeature({
            model: `Bike ${String(variables.path).slice(-1).toUpperCase()}`,
            path: String(variables.path),
          }),
        },
      }),
    });
    for (const name of ['Bike A', 'Bike B', 'Bike C'])
      await userEvent.click(screen.getByRole('button', { name: `Compare ${name}` }));
    expect(screen.getByRole('button', { name: 'Compare Bike D' })).toBeDisabled();
    const compare = screen.getByRole('region', { name: 'Compare bikes' });
    expect(within(compare).getByText('Compare (3 of 3)')).toBeInTheDocument();
    const table = within(compare).getByRole('table', { name: 'Comparison' });
    expect(await within(table).findByText('Royal Enfield Bike C')).toBeInTheDocument();
    expect(within(table).getAllByText('452').length).toBe(3);
    expect(screen.getByTestId('location').textContent).toMatch(/compare=/);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Bike A from compare' }));
    expect(
      within(screen.getByRole('region', { name: 'Compare bikes' })).getByText('Compare (2 of 3)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compare Bike D' })).toBeEnabled();
  });
});
