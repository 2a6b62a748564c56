import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from '@urql/core';
import { fromValue, makeSubject, merge, never, type Source } from 'wonka';
import { appStore } from '@gadgets/shared-ui';
import { mockGraphqlClient, renderWithProviders } from '@gadgets/shared-ui/testing';
import { validateComment } from '../comment-validation';
import { CommentsWidget } from '../comments-widget';
import type { CommentEntry } from '../comments-widget-queries';
import { mergeLiveComments } from '../merge-live-comments';
import { usePageActivity } from '../../page-activity/use-page-activity';
import { commentEntry as comment } from './comment-entry';

type Operation = {
  kind: string;
  query: { definitions: { name?: { value: string } }[] };
  variables: Record<string, unknown>;
};
const nameOf = (operation: Operation) => operation.query.definitions.find((definition) => definition.name)?.name?.value;
const open = <T,>(value: T): Source<T> => merge([fromValue(value), never]);

/** A client with a comments list, a recorder for posted comments and a live channel to push events into. */
function commentsClient({
  list = [comment({})],
  failLoad = false,
  myVotes = [] as { commentId: string; vote: 'LIKE' | 'DISLIKE' }[],
  ownIds = [] as string[],
  /** Older pages by the cursor that leads to them: their comments and the cursor after them. */
  olderPages = {} as Record<string, { list: CommentEntry[]; nextCursor: string | null } | 'fail'>,
  firstCursor = null as string | null,
} = {}) {
  const live = makeSubject<unknown>();
  const posted: Record<string, unknown>[] = [];
  let loads = 0;
  const client = mockGraphqlClient({
    executeQuery: ((operation: Operation) => {
      if (nameOf(operation) === 'CommentsWidget_ViewerThread')
        return open({ operation, data: { myCommentVotes: myVotes, myCommentIds: ownIds } });
      const before = operation.variables.before as string | undefined;
      if (before) {
        const older = olderPages[before];
        if (!older || older === 'fail')
          return open({
            operation,
            error: new CombinedError({ graphQLErrors: [{ message: 'Comments are resting' }] }),
          });
        return open({
          operation,
          data: { comments: { totalCount: 0, nextCursor: older.nextCursor, commentsList: older.list } },
        });
      }
      loads += 1;
      if (failLoad)
        return open({ operation, error: new CombinedError({ graphQLErrors: [{ message: 'Comments are resting' }] }) });
      return open({
        operation,
        data: { comments: { totalCount: list.length, nextCursor: firstCursor, commentsList: list } },
      });
    }) as never,
    executeMutation: ((operation: Operation) => {
      posted.push(operation.variables);
      return fromValue({ operation, data: { createComment: comment({ id: '99', ...operation.variables }) } });
    }) as never,
    executeSubscription: ((operation: Operation) => {
      expect(nameOf(operation)).toBe('PageActivity_Events');
      return live.source;
    }) as never,
  });
  const pushActivity = (event: object) =>
    act(() =>
      live.next({
        operation: {},
        data: { pageActivity: { commentAdded: null, commentVotes: null, modelVotes: null, ...event } },
      } as never),
    );
  return {
    client,
    posted,
    loads: () => loads,
    push: (entry: CommentEntry) => pushActivity({ commentAdded: entry }),
    pushActivity,
  };
}

const target = { category: 'mobile', brand: 'google', path: 'pixel-9' };

describe('comment validation', () => {
  it('requires a name, a valid e-mail and a comment longer than 8 characters', () => {
    expect(validateComment({ name: '', email: '', comment: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      comment: 'Comment is required',
    });
    expect(validateComment({ name: 'A', email: 'nope', comment: '12345678' })).toEqual({
      email: 'Please enter a valid email address',
      comment: 'Comment must be more than 8 characters',
    });
    expect(validateComment({ name: 'A', email: 'a@b.co', comment: '123456789' })).toEqual({});
  });
});

describe('CommentsWidget', () => {
  it("lists comments under 'Most recent' with replies indented and Reply only on top-level comments", () => {
    const { client } = commentsClient({
      list: [
        comment({
          replies: [comment({ id: '2', name: 'Bob', isReply: true, parentId: '1', comment: 'Agreed, two days.' })],
        }),
      ],
    });
    renderWithProviders(<CommentsWidget {...target} />, { client });
    expect(screen.getByText('Most recent')).toBeInTheDocument();
    const top = screen.getByRole('listitem', { name: 'Comment by Ada' });
    const replies = within(top).getByRole('list', { name: 'Replies to Ada' });
    expect(within(replies).getByText('Agreed, two days.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(1);
  });

  it('shows the empty state', () => {
    const { client } = commentsClient({ list: [] });
    renderWithProviders(<CommentsWidget {...target} />, { client });
    expect(screen.getByText('No comments yet')).toBeInTheDocument();
    expect(screen.getByText('Be the first to share your thoughts!')).toBeInTheDocument();
  });

  it("shows 'Unable to Load Comments' with the message and Try Again, which refetches", async () => {
    const user = userEvent.setup();
    const { client, loads } = commentsClient({ failLoad: true });
    renderWithProviders(<CommentsWidget {...target} />, { client });
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to Load Comments');
    expect(screen.getByRole('alert')).toHaveTextContent('Comments are resting');
    const before = loads();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(loads()).toBeGreaterThan(before);
  });

  it('expands on focus, counts characters and collapses on Cancel, clearing the text', async () => {
    const user = userEvent.setup();
    const { client } = commentsClient();
    renderWithProviders(<CommentsWidget {...target} />, { client });
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Comment'));
    await user.type(screen.getByLabelText('Comment'), 'Hello');
    expect(screen.getByText('5/2000')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Comment')).toHaveValue('');
  });

  it('shows the validation messages and clears a field error on typing', async () => {
    const user = userEvent.setup();
    const { client, posted } = commentsClient();
    renderWithProviders(<CommentsWidget {...target} />, { client });
    await user.click(screen.getByLabelText('Comment'));
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
    await user.type(screen.getByLabelText('Comment'), 'too short');
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Comment must be more than 8 characters')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'A');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('posts with Ctrl+Enter without the e-mail, clears the form and refetches the list', async () => {
    const user = userEvent.setup();
    const { client, posted, loads } = commentsClient();
    renderWithProviders(<CommentsWidget {...target} />, { client });
    await user.click(screen.getByLabelText('Comment'));
    await user.type(screen.getByLabelText('Name'), 'Grace');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Comment'), 'The camera is superb at night.');
    const before = loads();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ ...target, name: 'Grace', comment: 'The camera is superb at night.', parentId: null });
    await waitFor(() => expect(screen.getByLabelText('Comment')).toHaveValue(''));
    expect(loads()).toBeGreaterThan(before);
  });

  it("reads 'Posting...' while the comment is being sent", async () => {
    const user = userEvent.setup();
    const { client } = commentsClient();
    client.executeMutation = (() => never) as never;
    renderWithProviders(<CommentsWidget {...target} />, { client });
    await user.click(screen.getByLabelText('Comment'));
    await user.type(screen.getByLabelText('Name'), 'Grace');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Comment'), 'Still waiting on this one.');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByRole('button', { name: 'Posting...' })).toBeDisabled();
  });

  it('answers a top-level comment with Reply, sending its id as the parent', async () => {
    const user = userEvent.setup();
    const { client, posted } = commentsClient();
    renderWithProviders(<CommentsWidget {...target} />, { client });
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(screen.getByText('Replying to Ada')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Lin');
    await user.type(screen.getByLabelText('Email'), 'lin@example.com');
    await user.type(screen.getByLabelText('Comment'), 'Which charger do you use?');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    await waitFor(() => expect(posted[0]).toMatchObject({ parentId: '1', name: 'Lin' }));
  });

  it("shows a signed-in visitor's own votes on the comments, and none once signed out", async () => {
    act(() => appStore.getState().setAuthenticated({ name: 'Lin', email: 'lin@example.com', admin: false }));
    const { client } = commentsClient({ myVotes: [{ commentId: '1', vote: 'DISLIKE' }] });
    renderWithProviders(<CommentsWidget {...target} />, { client });
    const item = screen.getByRole('listitem', { name: 'Comment by Ada' });
    await waitFor(() =>
      expect(within(item).getByRole('button', { name: /^Dislike/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    act(() => appStore.getState().setUnauthenticated());
    expect(within(item).getByRole('button', { name: /^Dislike/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('"Show more" reads older pages from the cursor until none is left, and says when one fails', async () => {
    const user = userEvent.setup();
    const { client } = commentsClient({
      firstCursor: 'c1',
      olderPages: {
        c1: { list: [comment({ id: '40', name: 'Older Olga', comment: 'From the second page.' })], nextCursor: 'c2' },
        c2: 'fail',
      },
    });
    renderWithProviders(<CommentsWidget {...target} />, { client });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('From the second page.')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem', { name: /^Comment by/ });
    expect(items.at(-1)).toHaveAccessibleName('Comment by Older Olga');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Older comments could not be loaded: Comments are resting',
    );
    expect(screen.getAllByRole('listitem', { name: /^Comment by/ })).toHaveLength(items.length);
  });

  it('offers no "Show more" when the first page is the whole thread', () => {
    const { client } = commentsClient();
    renderWithProviders(<CommentsWidget {...target} />, { client });
    expect(screen.getByText('Most recent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it("offers the visitor's own young comments to edit and delete, and sends the change", async () => {
    act(() => appStore.getState().setAuthenticated({ name: 'Ada', email: 'ada@example.com', admin: false }));
    const user = userEvent.setup();
    const young = comment({ id: '1', timestamp: new Date().toISOString() });
    const old = comment({ id: '3', name: 'Ada Later', timestamp: new Date(Date.now() - 20 * 60_000).toISOString() });
    const { client, posted } = commentsClient({ list: [young, old], ownIds: ['1', '3'] });
    renderWithProviders(<CommentsWidget {...target} />, { client });
    const item = screen.getByRole('listitem', { name: 'Comment by Ada' });
    await user.click(await within(item).findByRole('button', { name: 'Edit' }));
    const field = within(item).getByRole('textbox', { name: 'Edit your comment' });
    await user.clear(field);
    await user.type(field, 'Edited: the battery lasts two days.');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted.at(-1)).toEqual({ id: '1', comment: 'Edited: the battery lasts two days.' }));
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    await user.click(within(item).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(posted.at(-1)).toEqual({ id: '1' }));
    // Older than 15 minutes: nothing to change.
    const later = screen.getByRole('listitem', { name: 'Comment by Ada Later' });
    expect(within(later).queryByRole('button', { name: 'Edit' })).toBeNull();
    act(() => appStore.getState().setUnauthenticated());
  });

  it('shows a comment posted elsewhere as soon as it arrives', () => {
    const { client, push } = commentsClient();
    renderWithProviders(<CommentsWidget {...target} />, { client });
    push(comment({ id: '7', name: 'Live Visitor', comment: 'Posted from another tab.' }));
    expect(screen.getByText('Posted from another tab.')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem', { name: /^Comment by/ });
    expect(items[0]).toHaveAccessibleName('Comment by Live Visitor');
  });

  it('shows a comment that arrived before it started listening, while only the vote buttons listened', () => {
    // On a server-rendered page the vote buttons hydrate (and subscribe) first; the comments hydrate later.
    function VoteButtonsListening() {
      usePageActivity(target);
      return null;
    }
    const { client, push } = commentsClient();
    const { rerender } = renderWithProviders(<VoteButtonsListening />, { client });
    push(comment({ id: '7', name: 'Early Visitor', comment: 'Posted while the page hydrated.' }));
    rerender(
      <>
        <VoteButtonsListening />
        <CommentsWidget {...target} />
      </>,
    );
    expect(screen.getByRole('listitem', { name: 'Comment by Early Visitor' })).toBeInTheDocument();
  });

  it('forgets what was heard once no part of the page listens: a later visit starts from what it loads', () => {
    const { client, pushActivity } = commentsClient({ list: [comment({ id: '1', likes: 3 })] });
    const { unmount } = renderWithProviders(<CommentsWidget {...target} />, { client });
    pushActivity({ commentVotes: { commentId: '1', likes: 9, dislikes: 0 } });
    expect(screen.getAllByTestId('like-count')[0]).toHaveTextContent('9');
    unmount();
    renderWithProviders(<CommentsWidget {...target} />, { client });
    expect(screen.getAllByTestId('like-count')[0]).toHaveTextContent('3');
  });
});

describe('votes cast elsewhere', () => {
  it("change a comment's and a reply's counts as they arrive", () => {
    const reply = comment({ id: '2', parentId: '1', isReply: true, likes: 0, dislikes: 0, name: 'Ben' });
    const { client, pushActivity } = commentsClient({ list: [comment({ id: '1', likes: 3, replies: [reply] })] });
    renderWithProviders(<CommentsWidget {...target} />, { client });
    const [first, second] = screen.getAllByTestId('like-count');
    expect(first).toHaveTextContent('3');
    pushActivity({ commentVotes: { commentId: '1', likes: 4, dislikes: 1 } });
    pushActivity({ commentVotes: { commentId: '2', likes: 1, dislikes: 0 } });
    expect(first).toHaveTextContent('4');
    expect(screen.getAllByTestId('dislike-count')[0]).toHaveTextContent('1');
    expect(second).toHaveTextContent('1');
  });
});

describe('mergeLiveComments', () => {
  it('puts new comments first, replies under their parent and skips ones already listed', () => {
    const loaded = [comment({ id: '1' })];
    const merged = mergeLiveComments(loaded, [
      comment({ id: '1' }),
      comment({ id: '5', parentId: '1', isReply: true }),
      comment({ id: '6' }),
    ]);
    expect(merged.map((entry) => entry.id)).toEqual(['6', '1']);
    expect(merged[1]!.replies!.map((entry) => entry.id)).toEqual(['5']);
    expect(loaded[0]!.replies).toEqual([]);
  });
});
