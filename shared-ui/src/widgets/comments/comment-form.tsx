import { forwardRef, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { AccentName } from '@gadgets/shared-ui';
import { outlinedPanel, outlinedPill, wrappingRow } from '@gadgets/shared-ui';
import { AccentButton } from '../accent-button/accent-button';
import {
  COMMENT_MAX_LENGTH,
  validateComment,
  type CommentFormErrors,
  type CommentFormValues,
} from './comment-validation';

interface CommentFormProps {
  accent: AccentName;
  submitting: boolean;
  /** Resolves true when the comment was posted, which clears the form. */
  onSubmit: (values: CommentFormValues) => Promise<boolean>;
  /** The comment being answered, if any. */
  replyTo?: { name: string } | null;
  onCancelReply?: () => void;
  /** Opens the form, e.g. after Reply. */
  forceExpanded?: boolean;
}

const EMPTY: CommentFormValues = { name: '', email: '', comment: '' };

/** Collapsed to one field until focused; validates on submit; Ctrl/Cmd+Enter posts. */
export const CommentForm = forwardRef<HTMLTextAreaElement, CommentFormProps>(function CommentForm(
  { accent, submitting, onSubmit, replyTo, onCancelReply, forceExpanded = false },
  commentRef,
) {
  const [values, setValues] = useState<CommentFormValues>(EMPTY);
  const [errors, setErrors] = useState<CommentFormErrors>({});
  const [focused, setFocused] = useState(false);
  const expanded = focused || forceExpanded;
  const id = useId();

  const change = (field: keyof CommentFormValues) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    // Typing in a field clears that field's error.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const collapse = () => {
    setValues(EMPTY);
    setErrors({});
    setFocused(false);
    onCancelReply?.();
  };

  const submit = async () => {
    if (submitting) return;
    const found = validateComment(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const posted = await onSubmit({
      name: values.name.trim(),
      email: values.email.trim(),
      comment: values.comment.trim(),
    });
    if (posted) collapse();
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Form
      aria-label={replyTo ? `Reply to ${replyTo.name}` : 'Add a comment'}
      noValidate
      onSubmit={onFormSubmit}
      onKeyDown={onKeyDown}
      $accent={accent}
    >
      {replyTo ? <ReplyNote>Replying to {replyTo.name}</ReplyNote> : null}
      <Field>
        <label htmlFor={`${id}-comment-body`}>Comment</label>
        <textarea
          id={`${id}-comment-body`}
          ref={commentRef}
          value={values.comment}
          onChange={change('comment')}
          onFocus={() => setFocused(true)}
          placeholder="Share your thoughts..."
          rows={expanded ? 4 : 1}
          maxLength={COMMENT_MAX_LENGTH}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? `${id}-comment-body-error` : undefined}
        />
        {errors.comment ? <ErrorText id={`${id}-comment-body-error`}>{errors.comment}</ErrorText> : null}
      </Field>
      {expanded ? (
        <>
          <Row>
            <Field>
              <label htmlFor={`${id}-comment-name`}>Name</label>
              <input
                id={`${id}-comment-name`}
                value={values.name}
                onChange={change('name')}
                autoComplete="name"
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? `${id}-comment-name-error` : undefined}
              />
              {errors.name ? <ErrorText id={`${id}-comment-name-error`}>{errors.name}</ErrorText> : null}
            </Field>
            <Field>
              <label htmlFor={`${id}-comment-email`}>Email</label>
              <input
                id={`${id}-comment-email`}
                type="email"
                value={values.email}
                onChange={change('email')}
                autoComplete="email"
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? `${id}-comment-email-error` : undefined}
              />
              {errors.email ? <ErrorText id={`${id}-comment-email-error`}>{errors.email}</ErrorText> : null}
            </Field>
          </Row>
          <Footer>
            <Count aria-live="polite">
              {values.comment.length}/{COMMENT_MAX_LENGTH}
            </Count>
            <Hint>Ctrl/Cmd + Enter to post</Hint>
            <SecondaryButton type="button" onClick={collapse}>
              Cancel
            </SecondaryButton>
            <AccentButton type="submit" disabled={submitting || values.comment.trim() === ''} $accent={accent}>
              {submitting ? 'Posting...' : replyTo ? 'Post Reply' : 'Post Comment'}
            </AccentButton>
          </Footer>
        </>
      ) : null}
    </Form>
  );
});

const Form = styled.form<{ $accent: AccentName }>`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  ${outlinedPanel('surfaceRaised')}
  input,
  textarea {
    width: 100%;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius.small};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    resize: vertical;
  }
  input:focus,
  textarea:focus {
    outline: 2px solid ${({ theme, $accent }) => theme.accents[$accent].base};
    outline-offset: 0;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Field = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 4px;
  label {
    font-size: 0.85rem;
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 12px;
  @media (max-width: 640px) {
    flex-direction: column;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const Footer = styled.div`
  ${wrappingRow('10px')}
`;

const Count = styled.span`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hint = styled.span`
  margin-right: auto;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  @media (max-width: 640px) {
    display: none;
  }
`;

const ReplyNote = styled.p`
  margin: 0;
  font-size: 0.85rem;
  font-weight: 600;
`;

const SecondaryButton = styled.button`
  padding: 8px 16px;
  ${outlinedPill}
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
`;
