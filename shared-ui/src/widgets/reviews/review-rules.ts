import type { CombinedError } from '@urql/core';

/** The API's limit on a review's text. */
export const REVIEW_TEXT_MAX_LENGTH = 2000;

export interface ReviewValues {
  /** 0 until a star is chosen. */
  rating: number;
  text: string;
}

export type ReviewErrors = Partial<Record<keyof ReviewValues, string>>;

/** What the form checks before sending; the API checks the same again. */
export function validateReview({ rating, text }: ReviewValues): ReviewErrors {
  const errors: ReviewErrors = {};
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) errors.rating = 'Choose a rating from 1 to 5 stars';
  if (text.trim().length > REVIEW_TEXT_MAX_LENGTH)
    errors.text = `A review must be at most ${REVIEW_TEXT_MAX_LENGTH} characters`;
  return errors;
}

/**
 * The API's messages about the form's own fields (a BAD_USER_INPUT error lists them in `extensions.fields`, or
 * names one in `extensions.field`); empty when the error is about something else.
 */
export function reviewFieldErrorsOf(error: CombinedError): ReviewErrors {
  const first = error.graphQLErrors[0];
  if (first?.extensions.code !== 'BAD_USER_INPUT') return {};
  const listed = Array.isArray(first.extensions.fields)
    ? (first.extensions.fields as { field?: unknown; message?: unknown }[])
    : [{ field: first.extensions.field, message: first.message }];
  const errors: ReviewErrors = {};
  for (const { field, message } of listed) {
    if ((field === 'rating' || field === 'text') && typeof message === 'string') errors[field] = message;
  }
  return errors;
}

export const starsText = (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`);
export const reviewCountText = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);
