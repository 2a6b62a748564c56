import { dictionary } from '@zxcvbn-ts/language-common';
import type { InputChecker } from '../../shared/errors';
import { canonicalEmail } from '../../shared/email-address';

/** At least this long; the upper bound leaves room for passphrases and password managers. */
const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 128;

/**
 * The most common passwords from breach corpora (zxcvbn-ts's list, about 49,000, lower-case), loaded on first use.
 * Compared case-insensitively, so 'Password1' is as weak as 'password1'.
 */
let commonPasswords: Set<string> | undefined;
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
}

/** The sign-up rules plus what OWASP ASVS 2.1 asks of a new password. */
export function checkNewPassword(checker: InputChecker, password: string, field: string, email?: string) {
  checker.check(password.length > 0, field, 'Password is required');
  checker.check(
    password.length >= MIN_PASSWORD_LENGTH,
    field,
    `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  );
  checker.check(
    password.length <= MAX_PASSWORD_LENGTH,
    field,
    `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  );
  checker.check(
    /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password),
    field,
    'Password must contain uppercase, lowercase, and number',
  );
  if (email)
    checker.check(canonicalEmail(password) !== canonicalEmail(email), field, 'Password must not be your email address');
  checker.check(!isCommonPassword(password), field, 'This password is too common. Please choose a less guessable one');
}
