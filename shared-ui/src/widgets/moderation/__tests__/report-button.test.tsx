import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from '@urql/core';
import { fromValue } from 'wonka';
import { appStore } from '@gadgets/shared-ui';
import { mockGraphqlClient, renderWithProviders } from '@gadgets/shared-ui/testing';
import { CommentItem } from '../../comments/comment-item';
import { commentEntry } from '../../comments/__tests__/comment-entry';
import { ReportButton } from '../report-button';

type Variables = { content: string; id: string; reason: string; note: string | null };
const ADA = { name: 'Ada', email: 'ada@example.com', admin: false };

/** A server that takes reports, or refuses them with a message. */
function reportingServer(refusal?: string) {
  const sent: Variables[] = [];
  const client = mockGraphqlClient({
    executeMutation: ((operation: { variables: Variables }) => {
      sent.push(operation.variables);
      if (refusal) return fromValue({ operation, error: new CombinedError({ graphQLErrors: [{ message: refusal }] }) });
      return fromValue({ operation, data: { reportContent: true } });
    }) as never,
  });
  return { client, sent };
}

describe('Report', () => {
  afterEach(() => act(() => appStore.setState({ accountMenuOpen: false })));

  it('offers sign-in to a visitor who is not signed in, and sends nothing', async () => {
    act(() => appStore.getState().setUnauthenticated());
    const server = reportingServer();
    renderWithProviders(<ReportButton content="COMMENT" id="7" author="Ben" />, { client: server.client });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Report the comment by Ben' }));
    expect(appStore.getState().accountMenuOpen).toBe(true);
    expect(server.sent).toEqual([]);
  });

  it('sends the reason and note of a signed-in visitor, and thanks them', async () => {
    act(() => appStore.getState().setAuthenticated(ADA));
    const user = userEvent.setup();
    const server = reportingServer();
    renderWithProviders(<ReportButton content="REVIEW" id="12" author="Ben" />, { client: server.client });
    await user.click(screen.getByRole('button', { name: 'Report the review by Ben' }));
    // The form is loaded on the first press.
    const form = await screen.findByRole('group', { name: 'Report the review by Ben' });
    await user.selectOptions(within(form).getByLabelText('Why?'), 'Insults, harassment or hate');
    await user.type(within(form).getByLabelText(/Anything the admins should know/), '  Rude to other owners. ');
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(server.sent).toEqual([{ content: 'REVIEW', id: '12', reason: 'ABUSE', note: 'Rude to other owners.' }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you: an admin will look at this review.');
  });

  it('says why a report was refused and keeps the form', async () => {
    act(() => appStore.getState().setAuthenticated(ADA));
    const user = userEvent.setup();
    renderWithProviders(<ReportButton content="COMMENT" id="7" author="Ben" />, {
      client: reportingServer('Too many requests, try again in a minute').client,
    });
    await user.click(screen.getByRole('button', { name: 'Report the comment by Ben' }));
    await user.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try again in a minute');
    expect(screen.getByRole('button', { name: 'Send report' })).toBeInTheDocument();
  });
});

describe('a comment hidden by a moderator', () => {
  it('keeps its place and replies, without its words, votes or Report', () => {
    const reply = commentEntry({ id: '2', name: 'Cy', isReply: true, parentId: '1', comment: 'I disagree.' });
    renderWithProviders(
      <CommentItem comment={commentEntry({ hidden: true, comment: '', replies: [reply] })} accent="green" />,
    );
    const hidden = screen.getByRole('listitem', { name: 'Comment by Ada' });
    expect(within(hidden).getByText('This comment was hidden by a moderator.')).toBeInTheDocument();
    expect(within(hidden).queryByRole('button', { name: 'Report the comment by Ada' })).not.toBeInTheDocument();
    // The one Like left is the reply's.
    expect(within(hidden).getAllByRole('button', { name: /^Like/ })).toHaveLength(1);
    expect(within(hidden).getByText('I disagree.')).toBeInTheDocument();
    expect(within(hidden).getByRole('button', { name: 'Report the comment by Cy' })).toBeInTheDocument();
  });
});
