import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { nextVote } from '../use-local-vote';
import { VoteButtons } from '../vote-buttons';

describe('local like and dislike', () => {
  it('adds 1 to the shown count for the active vote and toggles it off again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VoteButtons likes={10} dislikes={2} />);
    const like = screen.getByRole('button', { name: /^Like/ });
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('like-count')).toHaveTextContent('11');
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('like-count')).toHaveTextContent('10');
  });

  it('clears the other vote when one is toggled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VoteButtons likes={0} dislikes={0} />);
    await user.click(screen.getByRole('button', { name: /^Like/ }));
    await user.click(screen.getByRole('button', { name: /^Dislike/ }));
    expect(screen.getByTestId('like-count')).toHaveTextContent('0');
    expect(screen.getByTestId('dislike-count')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('computes the next vote', () => {
    expect(nextVote(null, 'like')).toBe('like');
    expect(nextVote('like', 'like')).toBeNull();
    expect(nextVote('like', 'dislike')).toBe('dislike');
    expect(nextVote('dislike', 'like')).toBe('like');
  });
});
