import { screen, waitFor } from '@testing-library/react';
import { fromValue, merge, never } from 'wonka';
import { mockGraphqlClient, renderWithProviders } from '@gadgets/shared-ui/testing';
import { ModelVoteButtons } from '../model-vote-buttons';

type Operation = { query: { definitions: { name?: { value: string } }[] }; variables: Record<string, unknown> };
const nameOf = (operation: Operation) => operation.query.definitions.find((definition) => definition.name)?.name?.value;

describe('votes on a model page', () => {
  it("asks the model's votes once as the page comes alive, and shows them in place of the page's counts", async () => {
    const asked: Operation['variables'][] = [];
    const client = mockGraphqlClient({
      executeQuery: ((operation: Operation) => {
        expect(nameOf(operation)).toBe('VoteButtons_ModelVotes');
        asked.push(operation.variables);
        return merge([
          fromValue({ operation, data: { modelVotes: { likes: 42, dislikes: 3, myVote: 'LIKE' } } }),
          never,
        ]);
      }) as never,
      executeSubscription: (() => never) as never,
    });
    renderWithProviders(<ModelVoteButtons category="bike" brand="honda" path="cb350" likes={40} dislikes={3} />, {
      client,
    });
    await waitFor(() => expect(screen.getByTestId('like-count')).toHaveTextContent('42'));
    expect(screen.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true');
    // One request: a second, straight after the first, only doubled the API's work while the page hydrates.
    expect(asked).toEqual([{ category: 'bike', brand: 'honda', path: 'cb350' }]);
  });
});
