import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { useAppStore } from '@gadgets/shared-ui';

/** The form is loaded on the first press: most visitors never report, and every comment shows the button. */
const ReportForm = lazy(() => import('./report-form'));

interface ReportButtonProps {
  content: 'COMMENT' | 'REVIEW';
  id: string;
  /** Who wrote it, for the button's accessible name ("Report the comment by Ada"). */
  author: string;
}

/**
 * Report a comment or a review to the admins: a reason and an optional note. A visitor who is not signed in is
 * offered sign-in instead (reports come from accounts, so one person cannot flood the list).
 */
export function ReportButton({ content, id, author }: ReportButtonProps) {
  const signedIn = useAppStore((state) => state.auth.status === 'authenticated');
  const openAccountMenu = useAppStore((state) => state.openAccountMenu);
  const [state, setState] = useState<'idle' | 'open' | 'sent'>('idle');
  const what = content === 'COMMENT' ? 'comment' : 'review';
  const label = `Report the ${what} by ${author}`;

  if (state === 'sent') return <Sent role="status">Thank you: an admin will look at this {what}.</Sent>;
  if (state === 'open') {
    return (
      <Suspense fallback={<Sent role="status">Opening the report form…</Sent>}>
        <ReportForm
          content={content}
          id={id}
          label={label}
          onSent={() => setState('sent')}
          onCancel={() => setState('idle')}
        />
      </Suspense>
    );
  }
  return (
    <OpenButton type="button" aria-label={label} onClick={() => (signedIn ? setState('open') : openAccountMenu())}>
      Report
    </OpenButton>
  );
}

const OpenButton = styled.button`
  padding: 4px 10px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Sent = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.success};
`;
