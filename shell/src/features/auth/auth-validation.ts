import type { Gender } from './auth-mutations';
import type { FieldErrors } from '../../forms/use-form';

/** One simple e-mail pattern everywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const LOGIN_PASSWORD_MIN = 6;
export const SIGN_UP_PASSWORD_MIN = 8;

export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  gender: Gender | '';
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
}

export const GENDER_OPTIONS: { value: Gender; label: string }[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'non_binary', label: 'Non-binary' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
];

export function emailError(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return 'Email is required';
  if (!EMAIL_PATTERN.test(trimmed)) return 'Please enter a valid email';
  return undefined;
}

/** The sign-up rules, shared with the reset-password page. */
export function newPasswordError(password: string): string | undefined {
  if (!password) return 'Password is required';
  if (password.length < SIGN_UP_PASSWORD_MIN) return 'Password must be at least 8 characters';
  if (!/[A-Z]/.test(password) || !/[a-z]/.test(password) || !/\d/.test(password)) {
    return 'Password must contain uppercase, lowercase, and number';
  }
  return undefined;
}

export function confirmPasswordError(password: string, confirmPassword: string): string | undefined {
  if (!confirmPassword) return 'Please confirm your password';
  if (confirmPassword !== password) return 'Passwords do not match';
  return undefined;
}

/** Drops the fields without an error, so "no keys" means valid. */
function compact<Field extends string>(errors: Record<Field, string | undefined>): FieldErrors<Field> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as FieldErrors<Field>;
}

export function validateLogin({ email, password }: LoginValues): FieldErrors<'email' | 'password'> {
  let passwordMessage: string | undefined;
  if (!password) passwordMessage = 'Password is required';
  else if (password.length < LOGIN_PASSWORD_MIN) passwordMessage = 'Password must be at least 6 characters';
  return compact({ email: emailError(email), password: passwordMessage });
}

export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  return compact({
    firstName: values.firstName.trim() ? undefined : 'First name is required',
    lastName: values.lastName.trim() ? undefined : 'Last name is required',
    email: emailError(values.email),
    gender: values.gender ? undefined : 'Please select your gender',
    password: newPasswordError(values.password),
    confirmPassword: confirmPasswordError(values.password, values.confirmPassword),
    agreeToTerms: values.agreeToTerms ? undefined : 'You must agree to the terms and conditions',
  });
}

/** The reset-password page: a new password under the sign-up rules, typed twice. */
export function validateNewPassword({
  password,
  confirmPassword,
}: {
  password: string;
  confirmPassword: string;
}): FieldErrors<'password' | 'confirmPassword'> {
  return compact({
    password: newPasswordError(password),
    confirmPassword: confirmPasswordError(password, confirmPassword),
  });
}

export function validateResetRequest(email: string): FieldErrors<'email'> {
  return compact({ email: emailError(email) });
}

/** The API's own limit on a name (after trimming). */
export const NAME_MAX = 100;

export interface ProfileValues {
  name: string;
  gender: Gender | '';
}

/** Profile Settings: the API's rules, so the form says what it would refuse before sending. */
export function validateProfile({ name, gender }: ProfileValues): FieldErrors<keyof ProfileValues> {
  const trimmed = name.trim();
  let nameMessage: string | undefined;
  if (!trimmed) nameMessage = 'Name is required';
  else if (trimmed.length > NAME_MAX) nameMessage = `Name must be at most ${NAME_MAX} characters`;
  return compact({ name: nameMessage, gender: gender ? undefined : 'Please select your gender' });
}

export interface ChangePasswordValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** A password change: the current password, then a new one under the sign-up rules, typed twice. */
export function validateChangePassword(values: ChangePasswordValues): FieldErrors<keyof ChangePasswordValues> {
  return compact({
    currentPassword: values.currentPassword ? undefined : 'Current password is required',
    password: newPasswordError(values.password),
    confirmPassword: confirmPasswordError(values.password, values.confirmPassword),
  });
}

export interface ChangeEmailValues {
  newEmail: string;
  password: string;
}

/** An e-mail change: the new address, checked like sign-up's, and the current password. */
export function validateChangeEmail({ newEmail, password }: ChangeEmailValues): FieldErrors<keyof ChangeEmailValues> {
  return compact({
    newEmail: emailError(newEmail),
    password: password ? undefined : 'Current password is required',
  });
}

export function validateDeleteAccount({ password }: { password: string }): FieldErrors<'password'> {
  return compact({ password: password ? undefined : 'Please type your password to confirm' });
}

/**
 * Server error placement on login: a message about the e-mail goes to the e-mail field,
 * one about the password to the password field, anything else to the e-mail field.
 */
export function loginErrorField(message: string): 'email' | 'password' {
  const lower = message.toLowerCase();
  if (lower.includes('email')) return 'email';
  if (lower.includes('password')) return 'password';
  return 'email';
}

export type StrengthLabel = 'Weak' | 'Medium' | 'Strong';

/** Advisory only: under 6 characters weak, 6 to 9 medium, 10 or more strong. */
export function passwordStrength(password: string): { label: StrengthLabel; percent: 33 | 66 | 100 } {
  if (password.length < 6) return { label: 'Weak', percent: 33 };
  if (password.length < 10) return { label: 'Medium', percent: 66 };
  return { label: 'Strong', percent: 100 };
}
