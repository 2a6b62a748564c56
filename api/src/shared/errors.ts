import { GraphQLError } from 'graphql';

/** Expected failures carry a code (and a field for bad input); anything else is a bug and gets masked. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'INVALID_TOKEN'
  | 'NOT_IMPLEMENTED';

export interface FieldError {
  field: string;
  message: string;
}

export function appError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

/** One error whose message is the first problem; extensions list every field error. */
export function validationError(errors: FieldError[]): GraphQLError {
  const [first] = errors;
  if (!first) throw new Error('validationError needs at least one field error');
  return appError('BAD_USER_INPUT', first.message, { field: first.field, fields: errors });
}

export const notFound = (message: string) => appError('NOT_FOUND', message);
export const unauthenticated = (message = 'You must be signed in') => appError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do this') => appError('FORBIDDEN', message);

/** Collects field errors and throws them together. */
export class InputChecker {
  readonly errors: FieldError[] = [];

  check(ok: boolean, field: string, message: string): this {
    if (!ok && !this.errors.some((error) => error.field === field)) this.errors.push({ field, message });
    return this;
  }

  hasError(field: string): boolean {
    return this.errors.some((error) => error.field === field);
  }

  throwIfAny(): void {
    if (this.errors.length > 0) throw validationError(this.errors);
  }
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lower-cased name with spaces removed: "OnePlus" -> "oneplus". */
export function toPath(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '');
}

/** A URL-safe slug for model paths: "Pixel 9 Pro XL" -> "pixel-9-pro-xl". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\+/g, '-plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
