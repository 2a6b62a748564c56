import { useId, useState } from 'react';
import { useMutation } from 'urql';
import styled from 'styled-components';
import { InlineButtonRow, InlineProblem } from '../inline-controls';
import { errorMessageOf, graphql, useAppStore } from '@gadgets/shared-ui';

const ReportButton_ReportMutation = graphql(`
  mutation ReportButton_Report($content: ReportedContent!, $id: ID!, $reason: ReportReason!, $note: String) {
    reportContent(content: $content, id: $id, reason: $reason, note: $note)
  }
`);

type Reason = 'SPAM' | 'ABUSE' | 'OFF_TOPIC' | 'OTHER';

const REASONS: { value: Reason; label: string }[] = [
  { value: 'SPAM', label: 'Spam or advertising' },
  { value: 'ABUSE', label: 'Insults, harassment or hate' },
  { value: 'OFF_TOPIC', label: 'Not about this model' },
  { value: 'OTHER', label: 'Something else' },
];

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
  const [reason, setReason] = useState<Reason>('SPAM');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, report] = useMutation(ReportButton_ReportMutation);
  const reasonId = useId();
  const noteId = useId();
  const what = content === 'COMMENT' ? 'comment' : 'review';

  const send = async () => {
    const result = await report({ content, id, reason, note: note.trim() || null });
    if (result.error) return setError(errorMessageOf(result.error));
    setError(null);
    setState('sent');
  };

  if (state === 'sent') return <Sent role="status">Thank you: an admin will look at this {what}.</Sent>;
  if (state === 'idle') {
    return (
      <OpenButton
        type="button"
        aria-label={`Report the ${what} by ${author}`}
        onClick={() => (signedIn ? setState('open') : openAccountMenu())}
      >
        Report
      </OpenButton>
    );
  }
  return (
    <Form role="group" aria-label={`Report the ${what} by ${author}`}>
      <label htmlFor={reasonId}>Why?</label>
      <select id={reasonId} value={reason} onChange={(event) => setReason(event.target.value as Reason)}>
        {REASONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <label htmlFor={noteId}>Anything the admins should know (optional)</label>
      <textarea id={noteId} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
      <InlineButtonRow>
        <button type="button" onClick={send} disabled={sending.fetching}>
          {sending.fetching ? 'Sending…' : 'Send report'}
        </button>
        <button type="button" onClick={() => (setState('idle'), setError(null))}>
          Cancel
        </button>
      </InlineButtonRow>
      {error ? <InlineProblem role="alert">{error}</InlineProblem> : null}
    </Form>
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

const Form = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  max-width: 420px;
  font-size: 0.85rem;
  label {
    font-weight: 600;
  }
  select,
  textarea {
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  textarea {
    min-height: 60px;
  }
`;

const Sent = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.success};
`;
