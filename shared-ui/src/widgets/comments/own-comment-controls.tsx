import { useId, useState } from 'react';
import { useMutation } from 'urql';
import styled from 'styled-components';
import { InlineButtonRow, InlineProblem } from '../inline-controls';
import { errorMessageOf, graphql } from '@gadgets/shared-ui';

/** How long after posting an author may edit or delete a comment (the API's rule). */
export const EDIT_WINDOW_MS = 15 * 60 * 1000;

const OwnComment_EditMutation = graphql(`
  mutation OwnComment_Edit($id: ID!, $comment: String!) {
    editComment(id: $id, comment: $comment) {
      id
      comment
    }
  }
`);

const OwnComment_DeleteMutation = graphql(`
  mutation OwnComment_Delete($id: ID!) {
    deleteComment(id: $id)
  }
`);

interface OwnCommentControlsProps {
  id: string;
  text: string;
  /** The thread is read again after a change. */
  onChanged: () => void;
}

/** Edit (in place) and Delete (after a confirmation) for the visitor's own young comment. */
export function OwnCommentControls({ id, text, onChanged }: OwnCommentControlsProps) {
  const [mode, setMode] = useState<'idle' | 'editing' | 'confirming'>('idle');
  const [draft, setDraft] = useState(text);
  const [error, setError] = useState<string | null>(null);
  const [editing, edit] = useMutation(OwnComment_EditMutation);
  const [deleting, remove] = useMutation(OwnComment_DeleteMutation);
  const fieldId = useId();

  const save = async () => {
    const trimmed = draft.trim();
    if (trimmed.length <= 8) return setError('Comment must be more than 8 characters');
    const result = await edit({ id, comment: trimmed });
    if (result.error) return setError(errorMessageOf(result.error));
    setError(null);
    setMode('idle');
    onChanged();
  };
  const confirmDelete = async () => {
    const result = await remove({ id });
    if (result.error) return setError(errorMessageOf(result.error));
    setError(null);
    onChanged();
  };

  return (
    <Controls>
      {mode === 'editing' ? (
        <Editor>
          <label htmlFor={fieldId}>Edit your comment</label>
          <textarea id={fieldId} value={draft} maxLength={2000} onChange={(event) => setDraft(event.target.value)} />
          <InlineButtonRow>
            <button type="button" onClick={save} disabled={editing.fetching}>
              {editing.fetching ? 'Saving…' : 'Save'}
            </button>
            <button type="button" onClick={() => (setMode('idle'), setDraft(text), setError(null))}>
              Cancel
            </button>
          </InlineButtonRow>
        </Editor>
      ) : mode === 'confirming' ? (
        <InlineButtonRow role="group" aria-label="Delete this comment?">
          <span>Delete this comment?</span>
          <button type="button" onClick={confirmDelete} disabled={deleting.fetching}>
            {deleting.fetching ? 'Deleting…' : 'Yes, delete'}
          </button>
          <button type="button" onClick={() => (setMode('idle'), setError(null))}>
            Keep it
          </button>
        </InlineButtonRow>
      ) : (
        <InlineButtonRow>
          <button type="button" onClick={() => setMode('editing')}>
            Edit
          </button>
          <button type="button" onClick={() => setMode('confirming')}>
            Delete
          </button>
        </InlineButtonRow>
      )}
      {error ? <InlineProblem role="alert">{error}</InlineProblem> : null}
    </Controls>
  );
}

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Editor = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label {
    font-size: 0.85rem;
    font-weight: 600;
  }
  textarea {
    min-height: 80px;
    padding: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;
