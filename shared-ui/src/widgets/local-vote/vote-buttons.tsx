import styled from 'styled-components';
import type { AccentName } from '../../theme/design-tokens';
import { useLocalVote } from './use-local-vote';

interface VoteButtonsProps {
  likes: number;
  dislikes: number;
  accent?: AccentName;
  /** Smaller buttons, e.g. under a comment. */
  compact?: boolean;
}

/** Like and dislike toggles with their counts; local to this page view. */
export function VoteButtons({ likes, dislikes, accent = 'blue', compact = false }: VoteButtonsProps) {
  const vote = useLocalVote(likes, dislikes);
  return (
    <>
      <VoteButton
        type="button"
        aria-label="Like"
        aria-pressed={vote.vote === 'like'}
        onClick={vote.toggleLike}
        $accent={accent}
        $compact={compact}
      >
        <span aria-hidden="true">👍</span>
        <span data-testid="like-count">{vote.likes}</span>
      </VoteButton>
      <VoteButton
        type="button"
        aria-label="Dislike"
        aria-pressed={vote.vote === 'dislike'}
        onClick={vote.toggleDislike}
        $accent={accent}
        $compact={compact}
      >
        <span aria-hidden="true">👎</span>
        <span data-testid="dislike-count">{vote.dislikes}</span>
      </VoteButton>
    </>
  );
}

const VoteButton = styled.button<{ $accent: AccentName; $compact: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: ${({ $compact }) => ($compact ? '4px 10px' : '8px 14px')};
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ $compact }) => ($compact ? '0.8rem' : '0.9rem')};
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme, $accent }) => theme.accents[$accent].base};
    background: ${({ theme, $accent }) => theme.accents[$accent].soft};
  }
`;
