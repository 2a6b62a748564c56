import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from '@urql/core';
import { renderMobileRoute } from '../../../testing/render-mobile-route';

const companies = {
  data: { companies: [{ name: 'Google', logo: '/media/logos/google.svg', path: 'google', ordinal: 1 }] },
};

const modelsPage = (page: number, count: number, total = 25) => ({
  data: {
    mobileModels: {
      data: Array.from({ length: count }, (_, index) => ({
        companyName: 'Google',
        companyPath: 'google',
        series: 'Pixel',
        name: `Pixel ${index + 1 + (page - 1) * 12}`,
        img: null,
        ordinal: index,
        path: `pixel-${index + 1 + (page - 1) * 12}`,
      })),
      pagination: {
        currentPage: page,
        totalPages: Math.ceil(total / 12),
        totalItems: total,
        itemsPerPage: 12,
        hasNextPage: page * 12 < total,
        hasPreviousPage: page > 1,
      },
    },
  },
});

describe('/mobile/:company', () => {
  // jsdom has no layout to scroll; the page scrolls to the top when the brand or page changes.
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('shows the breadcrumb, the brand strip with the brand selected and the page from ?page=', () => {
    const { client } = renderMobileRoute('/mobile/google?page=2', {
      BrandStrip_Companies: companies,
      MobileBrandPage_Models: (variables) => modelsPage(variables.page as number, 12),
    });
    expect(client.requests.find((request) => request.name === 'MobileBrandPage_Models')?.variables).toEqual({
      company: 'google',
      page: 2,
      limit: 12,
    });
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Phones' })).toHaveAttribute('href', '/mobile');
    expect(within(breadcrumb).getByText('Google')).toHaveAttribute('aria-current', 'page');
    expect(
      within(screen.getByRole('navigation', { name: 'Brands' })).getByRole('link', { name: 'Google' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('25 mobiles available')).toBeInTheDocument();
    expect(screen.getByText('Showing 13-24 of 25')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Pixel 13/ })).toHaveAttribute('href', '/mobile/google/pixel-13');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/mobile/google?page=3');
  });

  it('shows skeleton cards while loading', () => {
    renderMobileRoute('/mobile/google', { BrandStrip_Companies: companies });
    expect(screen.getByRole('status', { name: 'Loading Google mobiles' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(12);
  });

  it('hides pagination when everything fits on one page', () => {
    renderMobileRoute('/mobile/google', {
      BrandStrip_Companies: companies,
      MobileBrandPage_Models: modelsPage(1, 3, 3),
    });
    expect(screen.getByText('3 mobiles available')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows the empty state', () => {
    renderMobileRoute('/mobile/google', {
      BrandStrip_Companies: companies,
      MobileBrandPage_Models: modelsPage(1, 0, 0),
    });
    expect(screen.getByText('No mobiles found')).toBeInTheDocument();
    expect(
      screen.getByText('No mobiles available for Google at the moment. Check back later for updates.'),
    ).toBeInTheDocument();
  });

  it('takes a page past the end to the last page instead of saying the brand has no phones', async () => {
    renderMobileRoute('/mobile/google?page=9', {
      BrandStrip_Companies: companies,
      MobileBrandPage_Models: (variables) => {
        const page = variables.page as number;
        return page > 3 ? modelsPage(page, 0, 25) : modelsPage(page, page === 3 ? 1 : 12, 25);
      },
    });
    expect(await screen.findByText('Showing 25-25 of 25')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/mobile/google?page=3');
    expect(screen.queryByText('No mobiles found')).not.toBeInTheDocument();
  });

  it('shows the error state with Try Again, which asks again', async () => {
    const user = userEvent.setup();
    const { client } = renderMobileRoute('/mobile/google', {
      BrandStrip_Companies: companies,
      MobileBrandPage_Models: { error: new CombinedError({ graphQLErrors: [{ message: 'Database is asleep' }] }) },
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Oops! Something went wrong');
    expect(alert).toHaveTextContent('Failed to load Google mobiles. Please try again.');
    expect(alert).toHaveTextContent('Error: Database is asleep');
    const before = client.requests.filter((request) => request.name === 'MobileBrandPage_Models').length;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(client.requests.filter((request) => request.name === 'MobileBrandPage_Models').length).toBeGreaterThan(
      before,
    );
  });
});
