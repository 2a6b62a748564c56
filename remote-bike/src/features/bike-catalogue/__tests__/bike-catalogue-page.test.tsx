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
const COUNTS = [
  { key: 'companyPaths', values: ['honda', 'royalenfield'], counts: [0, 2] },
  { key: 'minDisplacementCc', values: ['300', '1000'], counts: [2, 0] },
  { key: 'maxDisplacementCc', values: ['500'], counts: [2] },
  { key: 'priceCurrency', values: ['INR', 'USD'], counts: [2, 1] },
];
const found = (items: ReturnType<typeof item>[], totalPages = 1) => ({
  data: {
    bikeFinder: {
      totalCount: items.length,
      priceCurrencies: ['INR', 'USD'],
      pagination: {
        currentPage: 1,
        totalPages,
        totalItems: items.length,
        itemsPerPage: 24,
        hasNextPage: totalPages > 1,
        hasPreviousPage: false,
      },
      optionCounts: COUNTS,
      histograms: [
        { key: 'displacementCc', min: 100, max: 1300, bucketWidth: 100, counts: [4, 6, 8, 5, 2, 3, 1, 0, 2, 1, 0, 1] },
      ],
      items,
    },
  },
});

describe('/bike/catalog', () => {
  it('searches with the term and filters from the address and lists what it found', () => {
    const { client } = renderBikeRoute('/bike/catalog?searchTerm=himalayan&brand=royalenfield&minDisplacementCc=300', {
      BrandStrip_Companies: bikeCompanies,
      BikeCataloguePage_Search: found([
        item('Himalayan 450', 'himalayan-450'),
        item('Guerrilla 450', 'guerrilla-450', { published: false }),
      ]),
    });
    expect(client.requests.find((request) => request.name === 'BikeCataloguePage_Search')?.variables).toEqual({
      filter: { searchTerm: 'himalayan', companyPaths: ['royalenfield'], minDisplacementCc: 300 },
      sort: 'BRAND',
      page: 1,
      limit: 24,
    });
    expect(screen.getByRole('searchbox', { name: 'Search bikes' })).toHaveValue('himalayan');
    expect(screen.getByPlaceholderText('Search bikes by name, company, or specs...')).toBeInTheDocument();
    expect(screen.getByText('2 Bike(s) Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Himalayan 450/ })).toHaveAttribute(
      'href',
      '/bike/royalenfield/himalayan-450',
    );
    expect(screen.getByText('Bike · Royal Enfield · Draft')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Royal Enfield (2)' })).toBeChecked();
    expect(screen.getByRole('slider', { name: 'Engine from (cc)' })).toHaveValue('300');
    expect(screen.getByRole('slider', { name: 'Engine from (cc)' })).toHaveAttribute('aria-valuetext', '300 cc');
  });

  it('reads a link saved under the names the filters had before, and writes their names on the next change', async () => {
    const { client } = renderBikeRoute('/bike/catalog?q=himalayan&minCc=300&maxCc=500&currency=inr&maxPrice=300000', {
      BrandStrip_Companies: bikeCompanies,
      BikeCataloguePage_Search: found([item('Himalayan 450', 'himalayan-450')]),
    });
    const searches = () => client.requests.filter((request) => request.name === 'BikeCataloguePage_Search');
    expect(searches()[0]?.variables.filter).toEqual({
      searchTerm: 'himalayan',
      minDisplacementCc: 300,
      maxDisplacementCc: 500,
      priceCurrency: 'INR',
      maxPrice: 300_000,
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Sort by/ }), 'POWER_DESC');
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/bike\/catalog\?searchTerm=himalayan&minDisplacementCc=300&maxDisplacementCc=500&priceCurrency=inr&maxPrice=300000&sort=power$/,
    );
  });

  it('shows how many bikes each option would leave, an option leaving none disabled but listed', () => {
    renderBikeRoute('/bike/catalog', {
      BrandStrip_Companies: bikeCompanies,
      BikeCataloguePage_Search: found([item('Himalayan 450', 'himalayan-450')]),
    });
    expect(screen.getByRole('checkbox', { name: 'Honda (0)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Royal Enfield (2)' })).toBeEnabled();
    expect(
      screen.getByRole('img', { name: /^Engine size: 33 bikes with the other filters, from 100 cc to 1,300 cc/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'USD (1)' })).toBeEnabled();
    expect(screen.getByText('Choose a currency to filter by list price.')).toBeInTheDocument();
  });

  it("puts the term in the address on 'Search Bikes' and every filter as it changes", async () => {
    const { client } = renderBikeRoute('/bike/catalog', {
      BrandStrip_Companies: bikeCompanies,
      BikeCataloguePage_Search: found([item('Himalayan 450', 'himalayan-450')], 3),
    });
    const searches = () => client.requests.filter((request) => request.name === 'BikeCataloguePage_Search');
    expect(searches()[0]?.variables.filter).toEqual({});
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search bikes' }), '  duke ');
    await userEvent.click(screen.getByRole('button', { name: 'Search Bikes' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/bike\/catalog\?searchTerm=duke$/);
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/bike/catalog?searchTerm=duke&page=2');
    await userEvent.click(screen.getByRole('radio', { name: 'USD (1)' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/bike/catalog?searchTerm=duke&priceCurrency=usd');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'List price to' }), '9000{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/bike/catalog?searchTerm=duke&priceCurrency=usd&maxPrice=9000',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Sort by/ }), 'POWER_DESC');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/bike/catalog?searchTerm=duke&priceCurrency=usd&maxPrice=9000&sort=power',
    );
    expect(searches().at(-1)?.variables).toMatchObject({
      filter: { searchTerm: 'duke', priceCurrency: 'USD', maxPrice: 9000 },
      sort: 'POWER_DESC',
      page: 1,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/bike\/catalog\?sort=power$/);
  });

  it('sorts best rated first from the Sort by menu, kept in the address like every sort', async () => {
    const { client } = renderBikeRoute('/bike/catalog?brand=royalenfield', {
      BrandStrip_Companies: bikeCompanies,
      BikeCataloguePage_Search: found([item('Himalayan 450', 'himalayan-450')]),
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Sort by/ }), 'Best rated');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/bike\/catalog\?brand=royalenfield&sort=rating$/);
    const searches = client.requests.filter((request) => request.name === 'BikeCataloguePage_Search');
    expect(searches.at(-1)?.variables).toMatchObject({
      filter: { companyPaths: ['royalenfield'] },
      sort: 'RATING_DESC',
    });
  });

  it('shows the loading, empty and error texts', async () => {
    renderBikeRoute('/bike/catalog', { BrandStrip_Companies: bikeCompanies });
    expect(screen.getByText('Loading bike features...')).toBeInTheDocument();

    renderBikeRoute('/bike/catalog?searchTerm=zzz', {
      BrandStrip_Companies: bikeCompanies,
      BikeCataloguePage_Search: found([]),
    });
    expect(screen.getByText('No Bike Features Found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or check back later for new bikes.')).toBeInTheDocument();

    let failing = true;
    const { client } = renderBikeRoute('/bike/catalog?searchTerm=x', {
      BrandStrip_Companies: bikeCompanies,
      BikeCataloguePage_Search: () =>
        failing
          ? { error: new CombinedError({ networkError: new Error('offline') }) }
          : found([item('Hunter 350', 'hunter-350')]),
    });
    expect(screen.getByText('Error Loading Bike Features')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('1 Bike(s) Found')).toBeInTheDocument();
    expect(client.requestNames().filter((name) => name === 'BikeCataloguePage_Search')).toHaveLength(2);
  });

  it('compares up to three bikes side by side on the shared compare table', async () => {
    const bikes = ['a', 'b', 'c', 'd'].map((letter) => item(`Bike ${letter.toUpperCase()}`, `bike-${letter}`));
    renderBikeRoute('/bike/catalog', {
      BrandStrip_Companies: bikeCompanies,
      BikeCataloguePage_Search: found(bikes),
      BikeCataloguePage_CompareFeature: (variables) => ({
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
