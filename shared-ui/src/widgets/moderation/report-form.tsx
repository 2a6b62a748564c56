import { useId, useState } from 'react';
import { useMutation } from 'urql';
import styled from 'styled-components';
import { errorMessageOf, graphql } from '@gadgets/shared-ui';
import { InlineButtonRow, InlineProblem } from '../inline-controls';

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

export interface ReportFormProps {
  content: 'COMMENT' | 'REVIEW';
  id: string;
  /** The group's accessible name ("Report the comment by Ada"). */
  label: string;
  onSent: () => void;
  onCancel: () => void;
}

/** A report's reason and optional note, sent to the admins (loaded on the first Report press). */
export default function ReportForm({ content, id, label, onSent, onCancel }: ReportFormProps) {
  const [reason, setReason] = useState<Reason>('SPAM');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, report] = useMutation(ReportButton_ReportMutation);
  const reasonId = useId();
  const noteId = useId();

  const send = async () => {
    const result = await report({ content, id, reason, note: note.trim() || null });
    if (result.error) return setError(errorMessageOf(result.error));
    onSent();
  };

  return (
    <Form role="group" aria-label={label}>
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
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </InlineButtonRow>
      {error ? <InlineProblem role="alert">{error}</InlineProblem> : null}
    </Form>
  );
}

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
