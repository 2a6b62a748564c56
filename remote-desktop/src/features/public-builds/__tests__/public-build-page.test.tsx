import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from '@gadgets/shared-ui';
import { builder, renderDesktopRoute, signIn } from '../../../testing/render-desktop-route';
import { publishedBuild } from '../../../testing/public-build-fixtures';

const partIdOf = (category: string) => publishedBuild.parts.find((part) => part.category === category)!.partId;

const PAGE = `/desktop/builds/${publishedBuild.id}`;
const answered = { PublicBuildPage_Build: { data: { publicBuild: publishedBuild } } };

afterEach(() => appStore.setState({ accountMenuOpen: false }));

describe('a public build page', () => {
  it('shows the parts as published, each price with its kind, the total, the wattage and every note', async () => {
    signIn(null);
    renderDesktopRoute(PAGE, answered);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiet rig' })).toBeInTheDocument();
    expect(screen.getByText('Published by Grace Builder on March 3, 2026, updated March 5, 2026')).toBeInTheDocument();

    const rows = within(screen.getByRole('table', { name: 'Parts' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'CPUAMD Ryzen 7 7700X$399.00launch list price · source',
      'Video CardIntel Arc B580 Steel Legendfrom $249.00chipset launch price',
      "MemoryCrucial Pro 32GB DDR5-6000$89.50owner's price",
      'CaseLian Li Vector V100No price',
    ]);
    // A catalogue part links to its page; a line its owner typed does not.
    expect(within(rows[0]!).getByRole('link', { name: 'AMD Ryzen 7 7700X' })).toHaveAttribute(
      'href',
      '/desktop/parts/cpu/amd-ryzen-7-7700x-3f0e0c3e-6a64-4a57-a4f5-0e8d1b9b1c01',
    );
    expect(within(rows[2]!).queryByRole('link')).not.toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Total: $737.50 for 3 of 4 parts')).toBeInTheDocument();
    expect(within(summary).getByText('Estimated wattage: 368 W')).toBeInTheDocument();
    expect(within(summary).getByRole('region', { name: 'Errors' })).toHaveTextContent(
      'CPU socket AM5 does not match motherboard socket LGA1700.',
    );
    expect(within(summary).getByRole('region', { name: 'Not checked' })).toHaveTextContent(
      'Cooler height: the case does not state its limit.',
    );
    expect(screen.getByRole('link', { name: 'Open in the builder' })).toHaveAttribute(
      'href',
      `/desktop/custom-pc-build?parts=${['cpu', 'gpu', 'case'].map((slot) => partIdOf(slot)).join(',')}`,
    );
    expect(screen.getByRole('region', { name: 'Comments' })).toBeInTheDocument();
  });

  it('reads its comments from the build page thread', async () => {
    signIn(null);
    const { client } = renderDesktopRoute(PAGE, answered);
    await screen.findByRole('region', { name: 'Comments' });
    expect(client.requests.find((request) => request.name === 'CommentsWidget_Comments')?.variables).toMatchObject({
      category: 'desktop',
      brand: 'builds',
      path: publishedBuild.id,
    });
  });

  it('says the build is not public when the API has none', async () => {
    signIn(null);
    renderDesktopRoute(PAGE, { PublicBuildPage_Build: { data: { publicBuild: null } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Build not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the public builds' })).toHaveAttribute('href', '/desktop/builds');
  });

  it('signed out, a like offers sign-in', async () => {
    signIn(null);
    const user = userEvent.setup();
    const { client } = renderDesktopRoute(PAGE, answered);
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    expect(appStore.getState().accountMenuOpen).toBe(true);
    expect(screen.getByText('Sign in to like builds.')).toBeInTheDocument();
    expect(client.requestNames()).not.toContain('LikeButton_Like');
  });

  it('signed in, shows my like and takes it back', async () => {
    signIn(builder);
    const user = userEvent.setup();
    const { client } = renderDesktopRoute(PAGE, {
      ...answered,
      LikeButton_MyLike: { data: { myPublicBuildLike: true } },
      LikeButton_Like: { data: { likePublicBuild: { likeCount: 6, likedByMe: false } } },
    });
    const liked = await screen.findByRole('button', { name: 'Liked' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('7 likes')).toBeInTheDocument();
    await user.click(liked);
    expect(await screen.findByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('6 likes')).toBeInTheDocument();
    expect(client.requests.find((request) => request.name === 'LikeButton_Like')?.variables).toEqual({
      id: publishedBuild.id,
      liked: false,
    });
  });

  it('offers Try Again when the build cannot be read', async () => {
    signIn(null);
    renderDesktopRoute(PAGE, { PublicBuildPage_Build: { error: new Error('The API is down') } });
    expect(await screen.findByRole('heading', { name: 'Error Loading Build' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
