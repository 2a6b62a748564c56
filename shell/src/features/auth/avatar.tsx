import styled from 'styled-components';
import type { AccentName } from '@gadgets/shared-ui';

/** The signed-in user's initials in a circle (header button and profile panel). */
export const Avatar = styled.span<{ $accent: AccentName }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${({ theme, $accent }) => theme.accents[$accent].strong};
  color: ${({ theme, $accent }) => theme.accents[$accent].contrastText};
  font-weight: 800;
`;
