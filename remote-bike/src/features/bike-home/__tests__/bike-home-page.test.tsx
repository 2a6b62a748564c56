import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from '@urql/core';
import { bikeCompanies } from '../../../testing/bike-fixtures';
import { renderBikeRoute } from '../../../testing/render-bike-route';

const topPerformers = {
  data: {
    getTopPerformers: [
      {
        companyName: 'Ducati',
        companyPath: 'ducati',
        model: 'Panigale V4 S',
        path: 'panigale-v4-s',
        img: null,
        maxPowerHp: 216,
        maxTorqueNm: 121,
        displacementCc: 1103,
        topSpeed: null,
      },
      {
        companyName: 'BMW',
        companyPath: 'bmw',
        model: 'S 1000 RR',
        path: 's-1000-rr',
        img: null,
        maxPowerHp: 206,
        maxTorqueNm: 113,
        displacementCc: 999,
        topSpeed: 303,
      },
    ],
    getPowerToWeightLeaders: [
      {
        companyName: 'Ducati',
        companyPath: 'ducati',
        model: 'Panigale V4 S',
        path: 'panigale-v4-s',
        maxPowerHp: 216,
        kerbWeightKg: 191,
      },
      {
        companyName: 'BMW',
        companyPath: 'bmw',
        model: 'S 1000 RR',
        path: 's-1000-rr',
        maxPowerHp: 206,
        kerbWeightKg: 197,
      },
    ],
  },
};
const fuelEfficient = {
  data: {
    getFuelEfficientBikes: [
      {
        companyName: 'Royal Enfield',
        companyPath: 'royalenfield',
        model: 'Hunter 350',
        path: 'hunter-350',
        img: null,
        mileage: 36,
        displacementCc: 349,
        price: null,
      },
    ],
  },
};

describe('/bike', () => {
  it('shows the breadcrumb, the hero with its actions and the brand strip', async () => {
    renderBikeRoute('/bike', {
      BrandStrip_Companies: bikeCompanies,
      BikeHomePage_TopPerformers: topPerformers,
      BikeHomePage_FuelEfficient: fuelEfficient,
    });
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Bikes')).toBeInTheDocument();
    expect(screen.getByText('EXCLUSIVE COLLECTION')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore All Bikes' })).toHaveAttribute('href', '/bike');
    expect(screen.getByRole('heading', { name: 'Bike Home Page' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Brands' })).getByRole('link', { name: 'Royal Enfield' }),
    ).toHaveAttribute('href', '/bike/royalenfield');

    await userEvent.click(screen.getByRole('link', { name: 'View Catalog' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/bike/catalog');
  });

  it('ranks top performers by power and fuel-efficient bikes from their own query, each card linking to its model', () => {
    const { client } = renderBikeRoute('/bike', {
      BrandStrip_Companies: bikeCompanies,
      BikeHomePage_TopPerformers: topPerformers,
      BikeHomePage_FuelEfficient: fuelEfficient,
    });
    expect(client.requestNames()).toEqual(
      expect.arrayContaining(['BikeHomePage_TopPerformers', 'BikeHomePage_FuelEfficient']),
    );
    const top = screen.getByRole('region', { name: 'Top performers' });
    expect(within(top).getByRole('link', { name: /Panigale V4 S/ })).toHaveAttribute(
      'href',
      '/bike/ducati/panigale-v4-s',
    );
    expect(within(top).getByText('216 HP · 121 Nm · 1103 cc · N/A')).toBeInTheDocument();
    const frugal = screen.getByRole('region', { name: 'Most fuel efficient' });
    expect(within(frugal).getByRole('link', { name: /Hunter 350/ })).toHaveAttribute(
      'href',
      '/bike/royalenfield/hunter-350',
    );
    expect(within(frugal).getByText('36 km/l · 349 cc')).toBeInTheDocument();
    expect(within(frugal).getByText('🏍️')).toBeInTheDocument();
  });

  it('charts the best power to weight from the top performers’ request, each bar as long as its hp per tonne', () => {
    renderBikeRoute('/bike', {
      BrandStrip_Companies: bikeCompanies,
      BikeHomePage_TopPerformers: topPerformers,
      BikeHomePage_FuelEfficient: fuelEfficient,
    });
    const chart = screen.getByRole('region', { name: 'Power to weight' });
    expect(within(chart).getByRole('link', { name: 'Ducati Panigale V4 S' })).toHaveAttribute(
      'href',
      '/bike/ducati/panigale-v4-s',
    );
    expect(within(chart).getByRole('link', { name: 'BMW S 1000 RR' })).toHaveAttribute('href', '/bike/bmw/s-1000-rr');
    // 216 / 191 kg and 206 / 197 kg, per tonne
    expect(within(chart).getByText('1131 hp per tonne (216 hp, 191 kg)')).toBeInTheDocument();
    expect(within(chart).getByText('1046 hp per tonne (206 hp, 197 kg)')).toBeInTheDocument();
    const widths = [...chart.querySelectorAll('rect')].map((rect) => Number(rect.getAttribute('width')));
    expect(widths).toHaveLength(2);
    expect(widths[0]).toBe(600);
    expect(Math.abs(widths[1]! - (1046 / 1131) * 600)).toBeLessThanOrEqual(1);
  });

  it('shows loading rows, then an error with Try Again, and the brand strip empty text', async () => {
    let failing = true;
    const { client } = renderBikeRoute('/bike', {
      BrandStrip_Companies: { data: { companies: [] } },
      BikeHomePage_TopPerformers: () =>
        failing ? { error: new CombinedError({ networkError: new Error('offline') }) } : topPerformers,
    });
    expect(screen.getByRole('status', { name: 'Loading most fuel efficient' })).toBeInTheDocument();
    expect(screen.getByText('No bike companies available')).toBeInTheDocument();
    const top = screen.getByRole('region', { name: 'Top performers' });
    expect(within(top).getByText('Failed to load top performers. Please try again.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(top).getByRole('button', { name: 'Try Again' }));
    expect(client.requestNames().filter((name) => name === 'BikeHomePage_TopPerformers')).toHaveLength(2);
  });

  it('draws a loading row as one row of cards like the one that replaces it, so the row below does not jump up', () => {
    renderBikeRoute('/bike', { BrandStrip_Companies: bikeCompanies, BikeHomePage_TopPerformers: topPerformers });
    const loading = screen.getByRole('status', { name: 'Loading most fuel efficient' });
    expect(within(loading).getAllByTestId('skeleton-card').length).toBeGreaterThan(0);
    const loaded = within(screen.getByRole('region', { name: 'Top performers' })).getByRole('list');
    for (const property of ['display', 'gridAutoFlow', 'gridAutoColumns', 'gap'] as const) {
      expect(getComputedStyle(loading)[property]).toBe(getComputedStyle(loaded)[property]);
    }
    expect(getComputedStyle(loading).gridAutoFlow).toBe('column');
  });

  it("says 'No bikes found' in a row with nothing ranked", () => {
    renderBikeRoute('/bike', {
      BrandStrip_Companies: bikeCompanies,
      BikeHomePage_TopPerformers: topPerformers,
      BikeHomePage_FuelEfficient: { data: { getFuelEfficientBikes: [] } },
    });
    expect(
      within(screen.getByRole('region', { name: 'Most fuel efficient' })).getByText('No bikes found'),
    ).toBeInTheDocument();
  });
});
