import { CombinedError } from '@urql/core';
import { apiFieldErrorsOf } from '../../../../forms/api-field-errors';
import { validateChangePassword, validateDeleteAccount, validateProfile } from '../../auth-validation';
import { placeFailure } from '../account-failure';
import { lastSeenText } from '../last-seen';

describe('account form rules', () => {
  it('profile: a name of 1 to 100 characters (trimmed) and a gender', () => {
    expect(validateProfile({ name: '  ', gender: '' })).toEqual({
      name: 'Name is required',
      gender: 'Please select your gender',
    });
    expect(validateProfile({ name: ` ${'a'.repeat(100)} `, gender: 'male' })).toEqual({});
    expect(validateProfile({ name: 'a'.repeat(101), gender: 'male' })).toEqual({
      name: 'Name must be at most 100 characters',
    });
  });

  it('password change: the current password, then the sign-up rules for the new one', () => {
    expect(validateChangePassword({ currentPassword: '', password: 'Short1', confirmPassword: 'Short1' })).toEqual({
      currentPassword: 'Current password is required',
      password: 'Password must be at least 8 characters',
    });
    expect(
      validateChangePassword({ currentPassword: 'x', password: 'Longer-one1', confirmPassword: 'Longer-one1' }),
    ).toEqual({});
  });

  it('deletion: the password', () => {
    expect(validateDeleteAccount({ password: '' })).toEqual({ password: 'Please type your password to confirm' });
    expect(validateDeleteAccount({ password: 'anything' })).toEqual({});
  });
});

describe("the API's field errors", () => {
  const error = (extensions: Record<string, unknown>, message = 'First problem') =>
    new CombinedError({ graphQLErrors: [{ message, extensions }] });

  it('are every field it lists, else the one it names, and none for other errors', () => {
    expect(
      apiFieldErrorsOf(
        error({
          code: 'BAD_USER_INPUT',
          field: 'name',
          fields: [
            { field: 'name', message: 'Name is required' },
            { field: 'gender', message: 'Please select your gender' },
          ],
        }),
      ),
    ).toEqual({ name: 'Name is required', gender: 'Please select your gender' });
    expect(apiFieldErrorsOf(error({ code: 'BAD_USER_INPUT', field: 'password' }, 'Wrong'))).toEqual({
      password: 'Wrong',
    });
    expect(apiFieldErrorsOf(error({ code: 'RATE_LIMITED', field: 'password' }))).toBeUndefined();
    expect(apiFieldErrorsOf(new CombinedError({ networkError: new Error('offline') }))).toBeUndefined();
  });

  it("go on the form's fields by name; without one the message is the form's", () => {
    const failure = { ok: false as const, message: 'Bad', fieldErrors: { newPassword: 'Too common', other: 'x' } };
    expect(placeFailure(failure, { newPassword: 'password' })).toEqual({
      fieldErrors: { password: 'Too common' },
      formMessage: null,
    });
    expect(placeFailure({ ok: false, message: 'Slow down' }, { newPassword: 'password' })).toEqual({
      fieldErrors: {},
      formMessage: 'Slow down',
    });
  });
});

describe('last seen', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it.each([
    [30_000, 'Last seen just now'],
    [60_000, 'Last seen 1 minute ago'],
    [59 * 60_000, 'Last seen 59 minutes ago'],
    [2 * 3_600_000, 'Last seen 2 hours ago'],
    [25 * 3_600_000, 'Last seen yesterday'],
    [3 * 86_400_000, 'Last seen 3 days ago'],
  ])('%i ms ago reads "%s"', (elapsed, text) => {
    expect(lastSeenText(ago(elapsed), now)).toBe(text);
  });

  it('says when the time is unreadable', () => {
    expect(lastSeenText('not a date', now)).toBe('Last seen at an unknown time');
  });
});
