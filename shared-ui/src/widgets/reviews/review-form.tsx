import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import styled from 'styled-components';
import { errorMessageOf, outlinedPanel, outlinedPill, VisuallyHidden, wrappingRow } from '@gadgets/shared-ui';
import type { AccentName } from '@gadgets/shared-ui';
import { AccentButton } from '../accent-button/accent-button';
import {
  REVIEW_TEXT_MAX_LENGTH,
  reviewFieldErrorsOf,
  starsText,
  validateReview,
  type ReviewErrors,
  type ReviewValues,
} from './review-rules';
import {
  ReviewsSection_DeleteReviewMutation,
  ReviewsSection_SaveReviewMutation,
  type ReviewEntry,
  type ReviewTarget,
} from './reviews-queries';
import { StarPicker } from './stars';

interface ReviewFormProps {
  target: ReviewTarget;
  /** The visitor's review as saved, which the form starts from; null when they have none yet. */
  review: ReviewEntry | null;
  accent: AccentName;
  onChanged: (change: 'saved' | 'deleted') => void;
}

/** The signed-in visitor's rating and text: a new review, or their saved one to change or delete. */
export function ReviewForm({ target, review, accent, onChanged }: ReviewFormProps) {
  const [values, setValues] = useState<ReviewValues>({ rating: review?.rating ?? 0, text: review?.text ?? '' });
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saving, save] = useMutation(ReviewsSection_SaveReviewMutation);
  const [deleting, remove] = useMutation(ReviewsSection_DeleteReviewMutation);
  const ratingGroup = useRef<HTMLFieldSetElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const id = useId();

  const change = (next: Partial<ReviewValues>) => {
    setValues((current) => ({ ...current, ...next }));
    // Changing a field clears what was said about it.
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(next).map((key) => [key, undefined])) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.fetching) return;
    const found = validateReview(values);
    setErrors(found);
    setFailure(null);
    if (found.rating) ratingGroup.current?.querySelector('input')?.focus();
    if (Object.keys(found).length > 0) return;
    const result = await save({ ...target, rating: values.rating, text: values.text.trim() || null });
    if (result.error) {
      const fields = reviewFieldErrorsOf(result.error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(errorMessageOf(result.error));
      return;
    }
    onChanged('saved');
  };

  const confirmDelete = async () => {
    const result = await remove(target);
    if (result.error) {
      setConfirming(false);
      setFailure(errorMessageOf(result.error));
      return;
    }
    onChanged('deleted');
  };

  const keep = () => {
    setConfirming(false);
    deleteButton.current?.focus();
  };

  const ratingError = `${id}-rating-error`;
  const textError = `${id}-text-error`;
  return (
    <Form aria-labelledby={`${id}-heading`} noValidate onSubmit={submit}>
      <h3 id={`${id}-heading`}>{review ? 'Your review' : 'Rate this model'}</h3>
      <fieldset ref={ratingGroup} aria-describedby={errors.rating ? ratingError : undefined}>
        <legend>Your rating</legend>
        <RatingRow>
          <StarPicker value={values.rating} onChange={(rating) => change({ rating })} accent={accent} />
          <Muted aria-hidden="true">{values.rating ? starsText(values.rating) : 'Not rated yet'}</Muted>
        </RatingRow>
        {errors.rating ? <ErrorText id={ratingError}>{errors.rating}</ErrorText> : null}
      </fieldset>
      <Field>
        <label htmlFor={`${id}-text`}>Your review (optional)</label>
        <textarea
          id={`${id}-text`}
          value={values.text}
          onChange={(event) => change({ text: event.target.value })}
          rows={4}
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          placeholder="What do you like, what not?"
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? `${id}-count ${textError}` : `${id}-count`}
        />
        <Muted id={`${id}-count`}>
          {values.text.length}/{REVIEW_TEXT_MAX_LENGTH}
          <VisuallyHidden> characters</VisuallyHidden>
        </Muted>
        {errors.text ? <ErrorText id={textError}>{errors.text}</ErrorText> : null}
      </Field>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
      <Actions>
        <AccentButton type="submit" disabled={saving.fetching} $accent={accent}>
          {saving.fetching ? 'Saving…' : 'Save'}
        </AccentButton>
        {review ? (
          <SecondaryButton ref={deleteButton} type="button" onClick={() => setConfirming(true)}>
            Delete
          </SecondaryButton>
        ) : null}
      </Actions>
      {confirming ? (
        <Actions role="group" aria-label="Delete your review?">
          <span>Delete your review?</span>
          <SecondaryButton type="button" onClick={confirmDelete} disabled={deleting.fetching}>
            {deleting.fetching ? 'Deleting…' : 'Yes, delete'}
          </SecondaryButton>
          {/* Focus moves here so a keyboard visitor is not left on a button that no longer acts. */}
          <SecondaryButton type="button" onClick={keep} autoFocus>
            Keep it
          </SecondaryButton>
        </Actions>
      ) : null}
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  ${outlinedPanel('surfaceRaised')}
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    font-size: 0.85rem;
    font-weight: 600;
  }
  textarea {
    width: 100%;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius.small};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const RatingRow = styled.div`
  ${wrappingRow('10px')}
`;

/** Its label only: the stars are labels too, drawn large. */
const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  label {
    font-size: 0.85rem;
    font-weight: 600;
  }
`;

const Muted = styled.span`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 4px 0 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const Failure = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  ${wrappingRow('10px')}
  font-size: 0.9rem;
`;

/** The outlined button of the section's secondary actions (Delete, Keep it, Try again). */
export const SecondaryButton = styled.button`
  padding: 8px 16px;
  ${outlinedPill}
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;
