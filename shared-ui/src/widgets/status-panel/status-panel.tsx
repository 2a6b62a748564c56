import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { AccentName } from '@gadgets/shared-ui';
import { AccentButton } from '../accent-button/accent-button';
import { useSectionAccent } from '../section/section-descriptor';

interface StatusPanelProps {
  title: string;
  message?: ReactNode;
  /** Extra detail under the message, e.g. 'Error: {message}'. */
  detail?: ReactNode;
  /** 'error' is announced to assistive technology at once; 'empty' and 'info' are not. */
  tone?: 'error' | 'empty' | 'info';
  action?: { label: string; onClick: () => void };
  /** The section's accent when left out (blue outside any section). */
  accent?: AccentName;
  /** 1 when the panel is the whole page (a not-found page), so the page still has its one main heading. */
  headingLevel?: 1 | 2;
  children?: ReactNode;
}

/** The empty, error and not-found states of every listing and detail page, so they read the same everywhere. */
export function StatusPanel({
  title,
  message,
  detail,
  tone = 'info',
  action,
  accent: givenAccent,
  headingLevel = 2,
  children,
}: StatusPanelProps) {
  const accent = useSectionAccent(givenAccent);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Panel role={tone === 'error' ? 'alert' : 'status'} $tone={tone}>
      <Heading>{title}</Heading>
      {message ? <p>{message}</p> : null}
      {detail ? <Detail>{detail}</Detail> : null}
      {children}
      {action ? (
        <ActionButton type="button" onClick={action.onClick} $accent={accent}>
          {action.label}
        </ActionButton>
      ) : null}
    </Panel>
  );
}

const Panel = styled.section<{ $tone: 'error' | 'empty' | 'info' }>`
  max-width: 560px;
  margin: 40px auto;
  padding: 32px 24px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h1,
  h2 {
    margin: 0 0 8px;
    font-size: 1.3rem;
  }
  p {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Detail = styled.p`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.85rem;
`;

export const ActionButton = styled(AccentButton).attrs({ $size: 'large' as const })`
  margin-top: 8px;
`;
