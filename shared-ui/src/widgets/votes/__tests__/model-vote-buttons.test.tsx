import { screen, waitFor } from '@testing-library/react';
import { answeringClient, renderWithProviders } from '@gadgets/shared-ui/testing';
import { ModelVoteButtons } from '../model-vote-buttons';

describe('votes on a model page', () => {
  it("asks the model's votes once as the page comes alive, and shows them in place of the page's counts", async () => {
    const client = answeringClient({
      VoteButtons_ModelVotes: { data: { modelVotes: { likes: 42, dislikes: 3, myVote: 'LIKE' } } },
    });
    renderWithProviders(<ModelVoteButtons category="bike" brand="honda" path="cb350" likes={40} dislikes={3} />, {
      client,
    });
    await waitFor(() => expect(screen.getByTestId('like-count')).toHaveTextContent('42'));
    expect(screen.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true');
    // One request: a second, straight after the first, only doubled the API's work while the page hydrates.
    const votesAsked = client.requests.filter(({ name }) => name === 'VoteButtons_ModelVotes');
    expect(votesAsked.map(({ variables }) => variables)).toEqual([{ category: 'bike', brand: 'honda', path: 'cb350' }]);
  });
});
