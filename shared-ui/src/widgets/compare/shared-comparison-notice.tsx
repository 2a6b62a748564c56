import styled from 'styled-components';
import { type AccentName, COMPARE_LIMIT, outlinedPill, wrappingRow } from '@gadgets/shared-ui';
import { AccentButton } from '../accent-button/accent-button';

interface SharedComparisonNoticeProps {
  /** How many models the visitor's own saved list holds. */
  savedCount: number;
  onKeep: () => void;
  onShowSaved: () => void;
  accent: AccentName;
}

/** Says that a shared comparison is on screen and the visitor's own list is untouched, with the two ways out. */
export function SharedComparisonNotice({ savedCount, onKeep, onShowSaved, accent }: SharedComparisonNoticeProps) {
  return (
    <Notice role="region" aria-label="Shared comparison" $accent={accent}>
      <p>
        You are viewing a shared comparison. Your own compare list ({savedCount} of {COMPARE_LIMIT}) has not changed.
      </p>
      <AccentButton type="button" $accent={accent} $size="small" onClick={onKeep}>
        Keep this comparison
      </AccentButton>
      <button type="button" onClick={onShowSaved}>
        Show my list
      </button>
    </Notice>
  );
}

const Notice = styled.div<{ $accent: AccentName }>`
  ${wrappingRow('12px')}
  margin-bottom: 16px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme, $accent }) => theme.accents[$accent].base};
  background: ${({ theme, $accent }) => theme.accents[$accent].soft};
  p {
    flex: 1 1 100%;
    margin: 0;
  }
  button:last-child {
    padding: 4px 10px;
    ${outlinedPill}
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
  }
`;
