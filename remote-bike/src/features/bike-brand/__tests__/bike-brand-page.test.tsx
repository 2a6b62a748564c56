import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from '@urql/core';
import { bikeCompanies } from '../../../testing/bike-fixtures';
import { renderBikeRoute } from '../../../testing/render-bike-route';

const bikes = (count: number) => ({
  data: {
    getBikeFeaturesByCompany: Array.from({ length: count }, (_, index) => ({
      companyName: 'Honda',
      companyPath: 'honda',
      model: `Model ${index + 1}`,
      path: `model-${index + 1}`,
      series: index === 0 ? null : 'CB',
      price: index === 0 ? null : 'US $9,399 (list price)',
      img: index === 0 ? null : '/media/bikes/honda-cb650r.svg',
      published: true,
    })),
  },
});

describe('/bike/:company', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it("shows '{brand} Bikes', the orange breadcrumb, the brand strip and 12 cards a page with the spec's defaults", async () => {
    renderBikeRoute('/bike/honda', { BrandStrip_Companies: bikeCompanies, BikeBrandPage_Bikes: bikes(13) });
    expect(screen.getByRole('heading', { level: 1, name: 'Honda Bikes' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Bikes' })).toHaveAttribute('href', '/bike');
    expect(
      within(screen.getByRole('navigation', { name: 'Brands' })).getByRole('link', { name: 'Honda' }),
    ).toHaveAttribute('aria-current', 'page');
    const grid = screen.getByRole('list', { name: 'Honda bikes' });
    expect(within(grid).getAllByRole('link')).toHaveLength(12);
    const first = within(grid).getByRole('link', { name: /Model 1\b/ });
    expect(first).toHaveAttribute('href', '/bike/honda/model-1');
    expect(within(first).getByText('🏍️')).toBeInTheDocument();
    expect(within(first).getByText('Bike · Honda')).toBeInTheDocument();
    expect(within(first).getByText('Price Available Soon')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/bike/honda?page=2');
    expect(within(screen.getByRole('list', { name: 'Honda bikes' })).getAllByRole('link')).toHaveLength(1);
  });

  it('hides pagination when one page holds every bike, and shows a broken image as the emoji', async () => {
    renderBikeRoute('/bike/honda', { BrandStrip_Companies: bikeCompanies, BikeBrandPage_Bikes: bikes(3) });
    expect(screen.queryByRole('navigation', { name: /pagination/i })).not.toBeInTheDocument();
    const card = screen.getByRole('link', { name: /Model 2/ });
    fireEvent.error(card.querySelector('img')!);
    expect(await within(card).findByText('🏍️')).toBeInTheDocument();
  });

  it('shows loading cards, then the empty texts for an unknown brand', () => {
    renderBikeRoute('/bike/vespa', {
      BrandStrip_Companies: bikeCompanies,
      BikeBrandPage_Bikes: { data: { getBikeFeaturesByCompany: [] } },
    });
    expect(screen.getByText('No bikes found')).toBeInTheDocument();
    expect(screen.getByText('No bikes available for vespa at the moment.')).toBeInTheDocument();
  });

  it('shows the error texts with Try Again', async () => {
    let failing = true;
    const { client } = renderBikeRoute('/bike/honda', {
      BrandStrip_Companies: bikeCompanies,
      BikeBrandPage_Bikes: () =>
        failing ? { error: new CombinedError({ networkError: new Error('offline') }) } : bikes(2),
    });
    expect(screen.getByText('Oops! Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Failed to load Honda bikes. Please try again.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(client.requestNames().filter((name) => name === 'BikeBrandPage_Bikes')).toHaveLength(2);
    expect(await screen.findByRole('link', { name: /Model 2/ })).toBeInTheDocument();
  });

  it('shows skeleton cards while loading', () => {
    renderBikeRoute('/bike/honda', { BrandStrip_Companies: bikeCompanies });
    expect(screen.getByRole('status', { name: 'Loading Honda bikes' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(12);
  });
});
