import styled from 'styled-components';
import { type AccentName, centredCircle } from '@gadgets/shared-ui';

/** The signed-in user's initials in a circle (header button and profile panel). */
export const Avatar = styled.span<{ $accent: AccentName }>`
  flex: none;
  ${centredCircle('48px')}
  background: ${({ theme, $accent }) => theme.accents[$accent].strong};
  color: ${({ theme, $accent }) => theme.accents[$accent].contrastText};
  font-weight: 800;
`;
