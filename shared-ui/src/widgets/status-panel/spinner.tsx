import styled, { keyframes } from 'styled-components';
import type { AccentName } from '@gadgets/shared-ui';
import { useSectionAccent } from '../section/section-descriptor';

interface SpinnerProps {
  label: string;
  accent?: AccentName;
}

/** A centred loading indicator with an accessible name (the spinner itself is decoration). */
export function Spinner({ label, accent: givenAccent }: SpinnerProps) {
  const accent = useSectionAccent(givenAccent);
  return (
    <Wrapper role="status" aria-live="polite" aria-label={label}>
      <Ring $accent={accent} aria-hidden="true" />
    </Wrapper>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  min-height: 320px;
`;

const Ring = styled.span<{ $accent: AccentName }>`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme, $accent }) => theme.accents[$accent].base};
  animation: ${spin} 0.8s linear infinite;
`;
