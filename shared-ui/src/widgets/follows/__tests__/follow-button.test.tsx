import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromValue, merge, never } from 'wonka';
import { appStore } from '@gadgets/shared-ui';
import { mockGraphqlClient, renderWithProviders } from '@gadgets/shared-ui/testing';
import { FollowButton, FollowSearchButton } from '../follow-button';

type Operation = { query: { definitions: { name?: { value: string } }[] }; variables: Record<string, unknown> };
const nameOf = (operation: Operation) => operation.query.definitions.find((definition) => definition.name)?.name?.value;
const ADA = { name: 'Ada', email: 'ada@example.com', admin: false };

/** A server that keeps the viewer's follows and records the mutations sent. */
function followServer(follows: { id: string; kind: string; address: string }[] = []) {
  const sent: { name: string | undefined; variables: Record<string, unknown> }[] = [];
  const client = mockGraphqlClient({
    executeQuery: ((operation: Operation) =>
      merge([fromValue({ operation, data: { myFollows: [...follows] } }), never])) as never,
    executeMutation: ((operation: Operation) => {
      sent.push({ name: nameOf(operation), variables: operation.variables });
      if (nameOf(operation) === 'FollowButton_Unfollow') return fromValue({ operation, data: { unfollow: true } });
      return fromValue({ operation, data: { follow: { id: '9', kind: 'MODEL', address: '/mobile/google/pixel-9' } } });
    }) as never,
  });
  return { client, sent };
}

const MODEL = { kind: 'MODEL', category: 'mobile', brand: 'google', path: 'pixel-9' } as const;

describe('Follow', () => {
  afterEach(() => act(() => appStore.setState({ accountMenuOpen: false })));

  it('follows the target for a signed-in visitor', async () => {
    act(() => appStore.getState().setAuthenticated(ADA));
    const user = userEvent.setup();
    const server = followServer();
    renderWithProviders(<FollowButton target={MODEL} />, { client: server.client });
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(server.sent).toEqual([{ name: 'FollowButton_Follow', variables: { target: MODEL } }]);
  });

  it('shows what is followed already, and a press ends it', async () => {
    act(() => appStore.getState().setAuthenticated(ADA));
    const user = userEvent.setup();
    const server = followServer([{ id: '4', kind: 'MODEL', address: '/mobile/google/pixel-9' }]);
    renderWithProviders(<FollowButton target={MODEL} />, { client: server.client });
    const button = await screen.findByRole('button', { name: 'Following' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    expect(server.sent).toEqual([{ name: 'FollowButton_Unfollow', variables: { id: '4' } }]);
  });

  it('is not offered to a signed-out visitor where nobody can sign in (a section alone or embedded)', () => {
    act(() => appStore.getState().setUnauthenticated());
    act(() => appStore.setState({ signInOffered: false }));
    renderWithProviders(<FollowButton target={MODEL} />, { client: followServer().client });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens sign-in for a signed-out visitor and follows once signed in', async () => {
    act(() => appStore.getState().setUnauthenticated());
    act(() => appStore.getState().offerSignIn());
    const user = userEvent.setup();
    const server = followServer();
    renderWithProviders(<FollowButton target={MODEL} />, { client: server.client });
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(appStore.getState().accountMenuOpen).toBe(true);
    expect(server.sent).toEqual([]);
    act(() => appStore.getState().setAuthenticated(ADA));
    await waitFor(() => expect(server.sent).toEqual([{ name: 'FollowButton_Follow', variables: { target: MODEL } }]));
  });

  it('follows a search by its address, filters kept and the page left out', async () => {
    act(() => appStore.getState().setAuthenticated(ADA));
    const user = userEvent.setup();
    const server = followServer();
    // The finder's API filter goes with it, so the API can tell of models that start matching.
    const filter = { has5g: true, maxPriceCents: 60000 };
    renderWithProviders(<FollowSearchButton filter={filter} />, {
      client: server.client,
      route: '/mobile/finder?network=5g&page=3&maxPrice=600',
    });
    await user.click(screen.getByRole('button', { name: 'Follow this search' }));
    expect(server.sent[0]!.variables).toEqual({
      target: { kind: 'SEARCH', category: 'mobile', search: '/mobile/finder?network=5g&maxPrice=600', filter },
    });
  });
});
