import styled from 'styled-components';
import type { AccentName } from '@gadgets/shared-ui';
import { AccentButton } from '../accent-button/accent-button';

interface SharedComparisonNoticeProps {
  onKeep: () => void;
  onShowSaved: () => void;
  accent: AccentName;
}

/** Says that a shared comparison is on screen and the visitor's own list is untouched, with the two ways out. */
export function SharedComparisonNotice({ onKeep, onShowSaved, accent }: SharedComparisonNoticeProps) {
  return (
    <Notice role="status">
      <p>You are looking at a comparison someone shared. Your own compare list is unchanged.</p>
      <AccentButton type="button" $accent={accent} $size="small" onClick={onKeep}>
        Keep this comparison
      </AccentButton>
      <button type="button" onClick={onShowSaved}>
        Back to my list
      </button>
    </Notice>
  );
}

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-bottom: 16px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  p { flex: 1 1 260px; margin: 0; }
  button:last-child {
    padding: 4px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.round};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
`;
