export interface CommentFormValues {
  name: string;
  email: string;
  comment: string;
}

export type CommentFormErrors = Partial<Record<keyof CommentFormValues, string>>;

/** The comment must be longer than this many characters. */
export const COMMENT_MIN_EXCLUSIVE = 8;
/** The API's upper bound; the character count shows it. */
export const COMMENT_MAX_LENGTH = 2000;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Name, a valid e-mail and a comment of more than 8 characters are required; each error names its field. */
export function validateComment(values: CommentFormValues): CommentFormErrors {
  const errors: CommentFormErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  if (!values.comment.trim()) errors.comment = 'Comment is required';
  else if (values.comment.trim().length <= COMMENT_MIN_EXCLUSIVE)
    errors.comment = 'Comment must be more than 8 characters';
  return errors;
}
