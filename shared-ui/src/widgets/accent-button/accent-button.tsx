import styled, { css } from 'styled-components';
import type { AccentName } from '@gadgets/shared-ui';
import { accentFill } from '../accent-colors';

type AccentButtonSize = 'small' | 'medium' | 'large';

const PADDING: Record<AccentButtonSize, string> = { small: '6px 14px', medium: '8px 18px', large: '10px 24px' };

/** The filled pill button of every widget (Compare, Post Comment, Try Again, Add, Copy link). */
export const AccentButton = styled.button<{ $accent: AccentName; $size?: AccentButtonSize }>`
  ${({ theme, $accent, $size = 'medium' }) => css`
    padding: ${PADDING[$size]};
    border: 0;
    border-radius: ${theme.radius.round};
    background: ${accentFill(theme, $accent)};
    color: ${theme.accents[$accent].contrastText};
    font-weight: 700;
    cursor: pointer;
    &:hover:not(:disabled) {
      filter: brightness(0.9);
    }
    &:disabled {
      opacity: 0.55;
      cursor: not-allowed;
    }
  `}
`;
