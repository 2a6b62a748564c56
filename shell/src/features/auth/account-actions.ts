import type { Client } from 'urql';
import { appStore, graphql } from '@gadgets/shared-ui';
import {
  endLocalSession,
  runAuthMutation,
  runMutation,
  type AuthOutcome,
  type Gender,
  type RegisterInput,
} from './auth-mutations';

// The actions of the sign-in panels and the account pages: useAuth gives them, and this code loads on first use. The
// documents keep the auth provider's names: they are its actions.
export const AuthProvider_UpdateProfileMutation = graphql(`
  mutation AuthProvider_UpdateProfile($name: String!, $gender: Gender!) {
    updateProfile(name: $name, gender: $gender) {
      name
      email
      gender
      avatar
      admin
    }
  }
`);

export const AuthProvider_ChangePasswordMutation = graphql(`
  mutation AuthProvider_ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

export const AuthProvider_RequestEmailChangeMutation = graphql(`
  mutation AuthProvider_RequestEmailChange($newEmail: String!, $password: String!) {
    requestEmailChange(newEmail: $newEmail, password: $password)
  }
`);

export const AuthProvider_ConfirmEmailChangeMutation = graphql(`
  mutation AuthProvider_ConfirmEmailChange($token: String!) {
    confirmEmailChange(token: $token)
  }
`);

export const AuthProvider_DeleteAccountMutation = graphql(`
  mutation AuthProvider_DeleteAccount($password: String!) {
    deleteAccount(password: $password)
  }
`);
export const AuthProvider_LoginMutation = graphql(`
  mutation AuthProvider_Login($email: String!, $password: String!, $rememberMe: Boolean) {
    login(email: $email, password: $password, rememberMe: $rememberMe)
  }
`);

export const AuthProvider_RegisterMutation = graphql(`
  mutation AuthProvider_Register($email: String!, $name: String!, $gender: Gender!, $password: String!) {
    register(email: $email, name: $name, gender: $gender, password: $password)
  }
`);

export const AuthProvider_ActivateUserMutation = graphql(`
  mutation AuthProvider_ActivateUser($activationToken: String!) {
    activateUser(activationToken: $activationToken)
  }
`);

export const AuthProvider_ForgotPasswordMutation = graphql(`
  mutation AuthProvider_ForgotPassword($email: String!) {
    forgotPassword(email: $email)
  }
`);

export const AuthProvider_ResetPasswordMutation = graphql(`
  mutation AuthProvider_ResetPassword($resetToken: String!, $newPassword: String!) {
    resetPassword(resetToken: $resetToken, newPassword: $newPassword)
  }
`);

export const login = (client: Client, email: string, password: string, rememberMe: boolean) =>
  runAuthMutation(
    client,
    AuthProvider_LoginMutation,
    { email, password, rememberMe },
    (data) => Boolean(data?.login),
    'Login failed',
  );

export const register = (client: Client, { firstName, lastName, email, gender, password }: RegisterInput) =>
  runAuthMutation(
    client,
    AuthProvider_RegisterMutation,
    { email, name: `${firstName.trim()} ${lastName.trim()}`, gender, password },
    (data) => Boolean(data?.register),
    'Registration failed',
  );

export const activate = (client: Client, activationToken: string) =>
  runAuthMutation(
    client,
    AuthProvider_ActivateUserMutation,
    { activationToken },
    (data) => Boolean(data?.activateUser),
    'Account activation failed',
  );

export const forgotPassword = (client: Client, email: string) =>
  runAuthMutation(
    client,
    AuthProvider_ForgotPasswordMutation,
    { email },
    (data) => Boolean(data?.forgotPassword),
    'Failed to send reset email',
  );

export const resetPassword = (client: Client, resetToken: string, newPassword: string) =>
  runAuthMutation(
    client,
    AuthProvider_ResetPasswordMutation,
    { resetToken, newPassword },
    (data) => Boolean(data?.resetPassword),
    'Failed to reset password',
  );

export async function updateProfile(client: Client, name: string, gender: Gender): Promise<AuthOutcome> {
  const outcome = await runMutation(
    client,
    AuthProvider_UpdateProfileMutation,
    { name, gender },
    (data) => Boolean(data?.updateProfile),
    'Failed to save your profile',
  );
  if (!outcome.ok) return outcome;
  const { name: savedName, email, avatar, admin } = outcome.data.updateProfile;
  appStore.getState().setAuthenticated({ name: savedName, email, avatar, admin });
  return { ok: true };
}

export const changePassword = (client: Client, currentPassword: string, newPassword: string) =>
  runAuthMutation(
    client,
    AuthProvider_ChangePasswordMutation,
    { currentPassword, newPassword },
    (data) => Boolean(data?.changePassword),
    'Failed to change your password',
  );

export const requestEmailChange = (client: Client, newEmail: string, password: string) =>
  runAuthMutation(
    client,
    AuthProvider_RequestEmailChangeMutation,
    { newEmail, password },
    (data) => Boolean(data?.requestEmailChange),
    'Failed to change your e-mail address',
  );

export async function confirmEmailChange(
  client: Client,
  token: string,
  checkAuth: () => Promise<void>,
): Promise<AuthOutcome> {
  const outcome = await runAuthMutation(
    client,
    AuthProvider_ConfirmEmailChangeMutation,
    { token },
    (data) => Boolean(data?.confirmEmailChange),
    'Failed to confirm your new e-mail address',
  );
  // Signed in here, the session now reads the new address.
  if (outcome.ok && appStore.getState().auth.status === 'authenticated') await checkAuth();
  return outcome;
}

export async function deleteAccount(client: Client, password: string): Promise<AuthOutcome> {
  const outcome = await runAuthMutation(
    client,
    AuthProvider_DeleteAccountMutation,
    { password },
    (data) => Boolean(data?.deleteAccount),
    'Failed to delete your account',
  );
  // The API has ended this login and cleared its cookie already.
  if (outcome.ok) endLocalSession();
  return outcome;
}
