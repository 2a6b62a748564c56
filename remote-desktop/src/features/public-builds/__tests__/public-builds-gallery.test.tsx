import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { builder, renderDesktopRoute, signIn } from '../../../testing/render-desktop-route';
import { publishedBuild, unpricedBuild } from '../../../testing/public-build-fixtures';

const GALLERY = '/desktop/builds';
const filterOptions = {
  data: {
    publicBuildFilterOptions: {
      cpus: [{ value: 'AMD Ryzen 7 7700X', count: 2 }],
      gpus: [{ value: 'Intel Arc B580', count: 1 }],
    },
  },
};
const page = (items: unknown[]) => ({
  data: { publicBuilds: { items, pagination: { currentPage: 1, totalPages: 1, totalItems: items.length } } },
});

describe('the gallery of public builds', () => {
  it('lists the builds with their CPU, card, total and likes, each linking to its page', async () => {
    signIn(builder);
    renderDesktopRoute(GALLERY, {
      PublicBuildsGallery_Filters: filterOptions,
      PublicBuildsGallery_Builds: page([publishedBuild, unpricedBuild]),
    });
    const list = await screen.findByRole('list', { name: 'Public builds' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).getByRole('link', { name: 'Quiet rig' })).toHaveAttribute(
      'href',
      `/desktop/builds/${publishedBuild.id}`,
    );
    expect(first).toHaveTextContent('by Grace Builder · March 3, 2026');
    expect(first).toHaveTextContent('Total$737.50 for 3 of 4 parts');
    expect(first).toHaveTextContent('Likes7');
    expect(second).toHaveTextContent('Video cardNone chosen');
    expect(second).toHaveTextContent('TotalNo prices yet');
    expect(screen.getByText('2 public builds')).toHaveAttribute('role', 'status');
    // The API follows catalogue searches only: the gallery offers no follow.
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
  });

  it('filters by CPU, card and price and sorts by likes, all in the address', async () => {
    signIn(null);
    const user = userEvent.setup();
    const { client } = renderDesktopRoute(GALLERY, {
      PublicBuildsGallery_Filters: filterOptions,
      PublicBuildsGallery_Builds: page([publishedBuild]),
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'CPU' }), 'AMD Ryzen 7 7700X');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Video card' }), 'Intel Arc B580');
    await user.type(screen.getByRole('spinbutton', { name: 'Total up to ($)' }), '1500{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'MOST_LIKED');
    await waitFor(() =>
      expect(
        client.requests.filter((request) => request.name === 'PublicBuildsGallery_Builds').at(-1)?.variables,
      ).toEqual({
        filter: { cpu: 'AMD Ryzen 7 7700X', gpu: 'Intel Arc B580', minPriceCents: null, maxPriceCents: 150000 },
        sort: 'MOST_LIKED',
        page: 1,
        limit: 12,
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/desktop/builds?cpu=AMD+Ryzen+7+7700X&gpu=Intel+Arc+B580&maxPrice=1500&sort=most-liked',
    );
  });

  it('says when nothing is published, and when nothing matches the filters', async () => {
    signIn(null);
    const empty = { PublicBuildsGallery_Filters: filterOptions, PublicBuildsGallery_Builds: page([]) };
    const { unmount } = renderDesktopRoute(GALLERY, empty);
    expect(await screen.findByRole('heading', { name: 'No public builds yet' })).toBeInTheDocument();
    unmount();
    renderDesktopRoute(`${GALLERY}?cpu=Intel+Core+i5-14400`, empty);
    expect(await screen.findByRole('heading', { name: 'No public builds match these filters' })).toBeInTheDocument();
    // The chosen CPU stays in the list though no build has it now, so it can be undone.
    expect(screen.getByRole('combobox', { name: 'CPU' })).toHaveValue('Intel Core i5-14400');
  });

  it('offers Try Again when the builds cannot be read', async () => {
    signIn(null);
    renderDesktopRoute(GALLERY, {
      PublicBuildsGallery_Filters: filterOptions,
      PublicBuildsGallery_Builds: { error: new Error('The API is down') },
    });
    expect(await screen.findByRole('heading', { name: 'The public builds could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
