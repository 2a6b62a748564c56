import type { CombinedError } from '@urql/core';

/**
 * The API's messages by argument, from a BAD_USER_INPUT error: every one it lists (`extensions.fields`), else the
 * one it names (`extensions.field`). Undefined when the error is not about arguments (rate limit, sign-in, network).
 */
export function apiFieldErrorsOf(error: CombinedError): Record<string, string> | undefined {
  const first = error.graphQLErrors[0];
  if (first?.extensions.code !== 'BAD_USER_INPUT') return undefined;
  const listed = Array.isArray(first.extensions.fields) ? first.extensions.fields : [];
  const entries = listed.filter(isFieldMessage).map(({ field, message }) => [field, message] as const);
  if (entries.length === 0 && typeof first.extensions.field === 'string') {
    entries.push([first.extensions.field, first.message]);
  }
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function isFieldMessage(value: unknown): value is { field: string; message: string } {
  const candidate = value as { field?: unknown; message?: unknown } | null;
  return typeof candidate?.field === 'string' && typeof candidate.message === 'string';
}
