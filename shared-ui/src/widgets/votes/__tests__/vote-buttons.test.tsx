import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from '@urql/core';
import { fromValue } from 'wonka';
import { appStore } from '@gadgets/shared-ui';
import { mockGraphqlClient, renderWithProviders } from '@gadgets/shared-ui/testing';
import { countsAfter, nextVote } from '../next-vote';
import { VoteButtons } from '../vote-buttons';

type Operation = { variables: { id: string; value: 'LIKE' | 'DISLIKE' | null } };
const ADA = { name: 'Ada', email: 'ada@example.com', admin: false };

/** A server that keeps one account's vote on one comment whose other votes are `likes` and `dislikes`. */
function votingServer({ likes = 10, dislikes = 2, fail = false } = {}) {
  const sent: Operation['variables'][] = [];
  const client = mockGraphqlClient({
    executeMutation: ((operation: Operation) => {
      sent.push(operation.variables);
      if (fail) return fromValue({ operation, error: new CombinedError({ graphQLErrors: [{ message: 'Too many' }] }) });
      const value = operation.variables.value;
      const tally = { likes: likes + (value === 'LIKE' ? 1 : 0), dislikes: dislikes + (value === 'DISLIKE' ? 1 : 0) };
      return fromValue({ operation, data: { voteOnComment: { ...tally, myVote: value } } });
    }) as never,
  });
  return { client, sent };
}

const likeButton = () => screen.getByRole('button', { name: /^Like/ });
const dislikeButton = () => screen.getByRole('button', { name: /^Dislike/ });

describe('like and dislike, kept by the server', () => {
  beforeEach(() => act(() => appStore.getState().setAuthenticated(ADA)));
  afterEach(() => act(() => appStore.setState({ accountMenuOpen: false })));

  it('sends the vote, shows the server count, and sends a clear on a second press', async () => {
    const user = userEvent.setup();
    const server = votingServer();
    renderWithProviders(<VoteButtons target={{ kind: 'comment', id: '7' }} likes={10} dislikes={2} />, {
      client: server.client,
    });
    await user.click(likeButton());
    expect(server.sent).toEqual([{ id: '7', value: 'LIKE' }]);
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('like-count')).toHaveTextContent('11');
    await user.click(likeButton());
    expect(server.sent.at(-1)).toEqual({ id: '7', value: null });
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('like-count')).toHaveTextContent('10');
  });

  it("switches from the visitor's known like to a dislike", async () => {
    const user = userEvent.setup();
    const server = votingServer({ likes: 4, dislikes: 0 });
    renderWithProviders(<VoteButtons target={{ kind: 'comment', id: '7' }} likes={5} dislikes={0} myVote="like" />, {
      client: server.client,
    });
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
    await user.click(dislikeButton());
    expect(server.sent).toEqual([{ id: '7', value: 'DISLIKE' }]);
    expect(screen.getByTestId('like-count')).toHaveTextContent('4');
    expect(screen.getByTestId('dislike-count')).toHaveTextContent('1');
  });

  it("keeps the visitor's vote when others' votes change the counts live", async () => {
    const user = userEvent.setup();
    const server = votingServer();
    const target = { kind: 'comment' as const, id: '7' };
    const { rerender } = renderWithProviders(<VoteButtons target={target} likes={10} dislikes={2} />, {
      client: server.client,
    });
    await user.click(likeButton());
    expect(screen.getByTestId('like-count')).toHaveTextContent('11');
    rerender(<VoteButtons target={target} likes={13} dislikes={2} />);
    expect(screen.getByTestId('like-count')).toHaveTextContent('13');
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
  });

  it('undoes a vote the server refused and says so', async () => {
    const user = userEvent.setup();
    const server = votingServer({ fail: true });
    renderWithProviders(<VoteButtons target={{ kind: 'comment', id: '7' }} likes={10} dislikes={2} />, {
      client: server.client,
    });
    await user.click(likeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your vote was not saved');
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('like-count')).toHaveTextContent('10');
  });

  it('shows the counts only to a signed-out visitor where nobody can sign in (a section alone or embedded)', () => {
    act(() => appStore.getState().setUnauthenticated());
    act(() => appStore.setState({ signInOffered: false }));
    renderWithProviders(<VoteButtons target={{ kind: 'comment', id: '7' }} likes={10} dislikes={2} />, {
      client: votingServer().client,
    });
    expect(likeButton()).toBeDisabled();
    expect(dislikeButton()).toBeDisabled();
    expect(screen.getByTestId('like-count')).toHaveTextContent('10');
  });

  it('opens sign-in for a signed-out visitor and casts the vote they meant once signed in', async () => {
    act(() => appStore.getState().setUnauthenticated());
    act(() => appStore.getState().offerSignIn());
    const user = userEvent.setup();
    const server = votingServer();
    renderWithProviders(<VoteButtons target={{ kind: 'comment', id: '7' }} likes={10} dislikes={2} />, {
      client: server.client,
    });
    await user.click(dislikeButton());
    expect(appStore.getState().accountMenuOpen).toBe(true);
    expect(server.sent).toEqual([]);
    act(() => appStore.getState().setAuthenticated(ADA));
    await waitFor(() => expect(server.sent).toEqual([{ id: '7', value: 'DISLIKE' }]));
    expect(dislikeButton()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('dislike-count')).toHaveTextContent('3');
  });

  it('computes the next vote and the counts it leaves', () => {
    expect(nextVote(null, 'like')).toBe('like');
    expect(nextVote('like', 'like')).toBeNull();
    expect(nextVote('like', 'dislike')).toBe('dislike');
    expect(nextVote('dislike', 'like')).toBe('like');
    expect(countsAfter({ likes: 5, dislikes: 1 }, 'like', 'dislike')).toEqual({ likes: 4, dislikes: 2 });
    expect(countsAfter({ likes: 5, dislikes: 1 }, null, 'like')).toEqual({ likes: 6, dislikes: 1 });
  });
});
