import type { AuthFailure } from '../auth-mutations';
import type { FieldErrors } from '../../../forms/use-form';

/**
 * Where a failed account change is shown: the API's field errors on this form's fields (`fieldOf` maps the API's
 * argument names to the form's), anything else (a rate limit, an expired session, no network) as one message.
 */
export function placeFailure<Field extends string>(
  failure: AuthFailure,
  fieldOf: Record<string, Field>,
): { fieldErrors: FieldErrors<Field>; formMessage: string | null } {
  const fieldErrors: FieldErrors<Field> = {};
  for (const [argument, message] of Object.entries(failure.fieldErrors ?? {})) {
    const field = fieldOf[argument];
    if (field) fieldErrors[field] = message;
  }
  const placed = Object.keys(fieldErrors).length > 0;
  return { fieldErrors, formMessage: placed ? null : failure.message };
}
