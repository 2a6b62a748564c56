import styled from 'styled-components';
import type { AccentName } from '@gadgets/shared-ui';
import { LineIcon, outlinedPill, VisuallyHidden } from '@gadgets/shared-ui';
import type { Vote } from './next-vote';
import { useVote, type VoteTarget } from './use-vote';

interface VoteButtonsProps {
  target: VoteTarget;
  likes: number;
  dislikes: number;
  /** The visitor's own vote, when the page knows it. */
  myVote?: Vote;
  accent?: AccentName;
  /** Smaller buttons, e.g. under a comment. */
  compact?: boolean;
}

/** Like and dislike toggles with their counts, kept by the server for a signed-in visitor (see useVote). */
export function VoteButtons({
  target,
  likes,
  dislikes,
  myVote = null,
  accent = 'blue',
  compact = false,
}: VoteButtonsProps) {
  const vote = useVote(target, { likes, dislikes, vote: myVote });
  const look = { accent, compact };
  return (
    <>
      <OneVote
        {...look}
        label="Like"
        pressed={vote.vote === 'like'}
        onToggle={() => vote.press('like')}
        count={vote.likes}
        disabled={!vote.canVote}
      />
      <OneVote
        {...look}
        label="Dislike"
        pressed={vote.vote === 'dislike'}
        onToggle={() => vote.press('dislike')}
        count={vote.dislikes}
        disabled={!vote.canVote}
      />
      {vote.failed ? <VoteFailed role="alert">Your vote was not saved. Please try again.</VoteFailed> : null}
    </>
  );
}

/** One toggle: its thumb (down for a dislike), its name for screen readers and its count. */
function OneVote(props: {
  label: 'Like' | 'Dislike';
  pressed: boolean;
  onToggle: () => void;
  count: number;
  accent: AccentName;
  compact: boolean;
  disabled: boolean;
}) {
  const { label, pressed, onToggle, count, accent, compact, disabled } = props;
  return (
    <VoteButton
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      disabled={disabled}
      $accent={accent}
      $compact={compact}
    >
      <ThumbIcon down={label === 'Dislike'} />
      <VisuallyHidden>{label}</VisuallyHidden> <span data-testid={`${label.toLowerCase()}-count`}>{count}</span>
    </VoteButton>
  );
}

/** A thumb up, or down for a dislike. */
function ThumbIcon({ down = false }: { down?: boolean }) {
  return (
    <LineIcon aria-hidden="true" size={16} style={down ? { transform: 'rotate(180deg)' } : undefined}>
      <path d="M7 10v12" />
      <path d="M15 5.88 14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88Z" />
    </LineIcon>
  );
}

const VoteButton = styled.button<{ $accent: AccentName; $compact: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: ${({ $compact }) => ($compact ? '4px 10px' : '8px 14px')};
  ${outlinedPill}
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ $compact }) => ($compact ? '0.8rem' : '0.9rem')};
  font-weight: 600;
  &[aria-pressed='true'] {
    border-color: ${({ theme, $accent }) => theme.accents[$accent].base};
    background: ${({ theme, $accent }) => theme.accents[$accent].soft};
  }
`;

const VoteFailed = styled.span`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.danger};
`;
