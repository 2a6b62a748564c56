import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from '@urql/core';
import { laptopCompanies } from '../../../testing/laptop-fixtures';
import { renderLaptopRoute } from '../../../testing/render-laptop-route';

const PAGE_SIZE = 15;

/** One page of the API's answer: `count` laptops of `total`, 15 a page. */
const modelsPage = (page: number, total: number) => {
  const count = Math.max(0, Math.min(PAGE_SIZE, total - (page - 1) * PAGE_SIZE));
  const totalPages = Math.ceil(total / PAGE_SIZE);
  return {
    data: {
      laptopModels: {
        data: Array.from({ length: count }, (_, index) => {
          const number = (page - 1) * PAGE_SIZE + index + 1;
          return {
            companyName: 'HP',
            companyPath: 'hp',
            series: 'OmniBook',
            name: `OmniBook ${number}`,
            img: null,
            path: `omnibook-${number}`,
          };
        }),
        pagination: {
          currentPage: page,
          totalPages,
          totalItems: total,
          itemsPerPage: PAGE_SIZE,
          hasNextPage: page < totalPages,
          hasPreviousPage: page > 1,
        },
      },
    },
  };
};

describe('/laptop/:company', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('asks for 15 laptops of the page in the address and shows the counts, grid and pagination', () => {
    const { client } = renderLaptopRoute('/laptop/hp?page=2', {
      BrandStrip_Companies: laptopCompanies,
      LaptopBrandPage_Models: (variables) => modelsPage(variables.page as number, 31),
    });
    expect(client.requests.find((request) => request.name === 'LaptopBrandPage_Models')?.variables).toEqual({
      company: 'hp',
      page: 2,
      limit: 15,
    });
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Laptops' })).toHaveAttribute('href', '/laptop');
    expect(within(breadcrumb).getByText('HP')).toHaveAttribute('aria-current', 'page');
    expect(
      within(screen.getByRole('navigation', { name: 'Brands' })).getByRole('link', { name: 'HP' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('31 laptops available')).toBeInTheDocument();
    expect(screen.getByText('Showing 16-30 of 31')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'HP laptops' })).getAllByRole('link')).toHaveLength(15);
    expect(screen.getByRole('link', { name: /OmniBook 16/ })).toHaveAttribute('href', '/laptop/hp/omnibook-16');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/laptop/hp?page=3');
  });

  it('shows the last, partly filled page of 15', () => {
    renderLaptopRoute('/laptop/hp?page=3', {
      BrandStrip_Companies: laptopCompanies,
      LaptopBrandPage_Models: (variables) => modelsPage(variables.page as number, 31),
    });
    expect(screen.getByText('Showing 31-31 of 31')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'HP laptops' })).getAllByRole('link')).toHaveLength(1);
  });

  it('shows 15 skeleton cards while loading', () => {
    renderLaptopRoute('/laptop/hp', { BrandStrip_Companies: laptopCompanies });
    expect(screen.getByRole('status', { name: 'Loading HP laptops' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(15);
  });

  it('shows the spec texts when the list fails, and tries again', async () => {
    const user = userEvent.setup();
    const { client } = renderLaptopRoute('/laptop/hp', {
      BrandStrip_Companies: laptopCompanies,
      LaptopBrandPage_Models: { error: new CombinedError({ graphQLErrors: [{ message: 'Database is down' }] }) },
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Oops! Something went wrong');
    expect(alert).toHaveTextContent('Failed to load HP laptops. Please try again.');
    expect(alert).toHaveTextContent('Error: Database is down');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(client.requestNames().filter((name) => name === 'LaptopBrandPage_Models')).toHaveLength(2);
  });

  it('draws the site\'s "Page not found" for a brand the catalogue does not list', () => {
    renderLaptopRoute('/laptop/nobody', {
      BrandStrip_Companies: laptopCompanies,
      LaptopBrandPage_Models: modelsPage(1, 0),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('No laptops found')).not.toBeInTheDocument();
    expect(document.title).toBe('Page not found · Gadgets');
  });

  it('says a listed brand whose list comes back empty has no laptops, in the spec words', () => {
    renderLaptopRoute('/laptop/hp', {
      BrandStrip_Companies: laptopCompanies,
      LaptopBrandPage_Models: modelsPage(1, 0),
    });
    expect(screen.getByText('No laptops found')).toBeInTheDocument();
    expect(
      screen.getByText('No laptops available for HP at the moment. Check back later for updates.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('takes a page past the end to the last page', async () => {
    renderLaptopRoute('/laptop/hp?page=9', {
      BrandStrip_Companies: laptopCompanies,
      LaptopBrandPage_Models: (variables) => modelsPage(variables.page as number, 31),
    });
    expect(await screen.findByText('Showing 31-31 of 31')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/laptop/hp?page=3');
  });
});
