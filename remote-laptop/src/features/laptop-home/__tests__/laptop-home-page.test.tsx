import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from '@urql/core';
import { decodeCompareList } from '@gadgets/shared-ui/widgets';
import { finderItem, finderResults, laptopCompanies } from '../../../testing/laptop-fixtures';
import { renderLaptopRoute } from '../../../testing/render-laptop-route';

const pairs = {
  data: {
    laptopComparePairs: [
      {
        id: '1',
        laptopOne: {
          name: 'MacBook Air 13 (M4, 2025)',
          img: null,
          path: 'macbook-air-13-m4-2025',
          companyPath: 'apple',
          companyName: 'Apple',
          price: '$999 (US list price)',
        },
        laptopTwo: {
          name: 'XPS 13 9350',
          img: null,
          path: 'xps-13-9350',
          companyPath: 'dell',
          companyName: 'Dell',
          price: null,
        },
      },
    ],
  },
};

/** Answers the finder like the API: the total follows the memory filter, so the count visibly changes. */
const answers = {
  BrandStrip_Companies: laptopCompanies,
  LaptopHomePage_Newest: {
    data: { laptopFinder: { items: [finderItem(1, { name: 'Newest One', listPriceCents: null, weightKg: null })] } },
  },
  LaptopHomePage_ComparePairs: pairs,
  LaptopFinder_Results: (variables: Record<string, unknown>) => {
    const filter = (variables.filter ?? {}) as { minRamGb?: number };
    return finderResults(filter.minRamGb ? 5 : 40, variables.page as number);
  },
};

const location = () => screen.getByTestId('location').textContent ?? '';
const lastFinderRequest = (client: { requests: { name: string; variables: Record<string, unknown> }[] }) =>
  client.requests.filter((request) => request.name === 'LaptopFinder_Results').at(-1)?.variables;

describe('/laptop', () => {
  it('shows the brands, the newest laptops with their stated numbers only, and popular comparisons as shareable links', () => {
    renderLaptopRoute('/laptop', answers);
    expect(
      within(screen.getByRole('navigation', { name: 'Brands' })).getByRole('link', { name: 'Dell' }),
    ).toHaveAttribute('href', '/laptop/dell');
    const newest = screen.getByRole('list', { name: 'Newest laptops' });
    expect(within(newest).getByRole('link', { name: /Newest One/ })).toHaveTextContent(
      '14" · 16 GB RAM · 1 TB · 64 Wh',
    );
    expect(within(newest).getByRole('link', { name: /Newest One/ })).not.toHaveTextContent('list price');
    const pair = within(screen.getByRole('list', { name: 'Popular comparisons' })).getByRole('link');
    expect(pair).toHaveAccessibleName(/Compare MacBook Air 13 \(M4, 2025\) vs XPS 13 9350/);
    const shared = new URL(pair.getAttribute('href')!, 'http://x');
    expect(shared.pathname).toBe('/laptop/compare_laptop_models');
    expect(decodeCompareList(shared.searchParams.get('compare')!)).toEqual([
      { company: 'apple', path: 'macbook-air-13-m4-2025' },
      { company: 'dell', path: 'xps-13-9350' },
    ]);
  });

  it('reads the finder from the address and shows the count, cards with list prices and a pager that keeps the filters', () => {
    const { client } = renderLaptopRoute('/laptop?brand=hp,dell&minRamGb=16&sort=weight', answers);
    expect(lastFinderRequest(client)).toEqual({
      filter: expect.objectContaining({ companyPaths: ['hp', 'dell'], minRamGb: 16 }),
      sort: 'WEIGHT_ASC',
      page: 1,
      limit: 12,
    });
    expect(screen.getByText('5 laptops')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'HP (18)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Dell (13)' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Memory (RAM)' })).toHaveValue('16');
    // The filters' options and their counts come with the results, in one answer (no query of their own).
    expect(screen.getByRole('option', { name: '32 GB or more (9)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Apple silicon (6)' })).not.toBeChecked();
    expect(client.requestNames()).not.toContain('LaptopFinder_Facets');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('WEIGHT_ASC');
    expect(within(screen.getByRole('list', { name: 'Matching laptops' })).getAllByRole('link')[0]).toHaveTextContent(
      '$999.99 list price',
    );
    expect(screen.queryByRole('navigation', { name: 'Finder pages' })).not.toBeInTheDocument();
  });

  it('writes every change into the address, starts again on page 1 and updates the count', async () => {
    const user = userEvent.setup();
    const { client } = renderLaptopRoute('/laptop?page=2', answers);
    expect(screen.getByText('40 laptops')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/laptop?page=3');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Memory (RAM)' }), '32');
    expect(location()).toBe('/laptop?minRamGb=32');
    expect(await screen.findByText('5 laptops')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Dell (13)' }));
    await user.click(screen.getByRole('radio', { name: 'Dedicated (7)' }));
    await user.click(screen.getByRole('checkbox', { name: 'macOS (6)' }));
    // The weight slider moved by keys (the browser moves it, the key coming up applies it); the price typed exactly.
    const heaviest = screen.getByRole('slider', { name: 'Heaviest (kg)' });
    fireEvent.change(heaviest, { target: { value: '1.5' } });
    fireEvent.keyUp(heaviest, { key: 'ArrowLeft' });
    const highestPrice = screen.getByRole('spinbutton', { name: 'Highest price ($), exact' });
    fireEvent.change(highestPrice, { target: { value: '2000' } });
    fireEvent.keyDown(highestPrice, { key: 'Enter' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'BATTERY_DESC');
    expect(location()).toBe(
      '/laptop?brand=dell&maxPrice=2000&minRamGb=32&maxWeightKg=1.5&gpuKind=dedicated&operatingSystems=macos&sort=battery',
    );
    await waitFor(() =>
      expect(lastFinderRequest(client)).toEqual({
        filter: expect.objectContaining({
          companyPaths: ['dell'],
          maxPriceCents: 200_000,
          minRamGb: 32,
          maxWeightKg: 1.5,
          gpuKind: 'DEDICATED',
          operatingSystems: ['MACOS'],
        }),
        sort: 'BATTERY_DESC',
        page: 1,
        limit: 12,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/laptop?sort=battery');
    // Seven choices, each re-rendering the whole finder: past Jest's 5 s on a busy machine.
  }, 20_000);

  it('sorts best rated first from the Sort by menu, kept in the address like every sort', async () => {
    const user = userEvent.setup();
    // A link shared when the memory bound was called ram: the next address says minRamGb instead.
    const { client } = renderLaptopRoute('/laptop?ram=32', answers);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Best rated');
    expect(location()).toBe('/laptop?minRamGb=32&sort=rating');
    await waitFor(() => expect(lastFinderRequest(client)).toMatchObject({ sort: 'RATING_DESC', page: 1 }));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('RATING_DESC');
  });

  it('says when nothing matches, and shows the error with Try Again', async () => {
    const user = userEvent.setup();
    renderLaptopRoute('/laptop?minRamGb=64', { ...answers, LaptopFinder_Results: finderResults(0) });
    expect(screen.getByText('0 laptops')).toBeInTheDocument();
    expect(screen.getByText('No laptops found')).toBeInTheDocument();

    const failing = renderLaptopRoute('/laptop', {
      ...answers,
      LaptopFinder_Results: { error: new CombinedError({ networkError: new Error('offline') }) },
    });
    const alert = within(failing.container).getByRole('alert');
    expect(alert).toHaveTextContent('Failed to find laptops. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(failing.client.requestNames().filter((name) => name === 'LaptopFinder_Results')).toHaveLength(2);
  });

  it('shows the error of each row with its own Try Again, while the rest of the page works', async () => {
    const user = userEvent.setup();
    const { client } = renderLaptopRoute('/laptop', {
      ...answers,
      LaptopHomePage_Newest: { error: new CombinedError({ graphQLErrors: [{ message: 'Database is down' }] }) },
      LaptopHomePage_ComparePairs: { error: new CombinedError({ networkError: new Error('offline') }) },
    });
    const [newest, popular] = screen.getAllByRole('alert');
    expect(newest).toHaveTextContent('Failed to load the newest laptops. Please try again.');
    expect(newest).toHaveTextContent('Error: Database is down');
    expect(popular).toHaveTextContent('Failed to load comparisons. Please try again.');
    expect(screen.getByText('40 laptops')).toBeInTheDocument();
    await user.click(within(newest!).getByRole('button', { name: 'Try Again' }));
    expect(client.requestNames().filter((name) => name === 'LaptopHomePage_Newest')).toHaveLength(2);
  });

  it('shows skeletons while the finder loads', () => {
    renderLaptopRoute('/laptop', { BrandStrip_Companies: laptopCompanies });
    expect(screen.getByRole('status', { name: 'Finding laptops' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading filters' })).toBeInTheDocument();
    expect(screen.getByText('Counting laptops…')).toBeInTheDocument();
  });
});
