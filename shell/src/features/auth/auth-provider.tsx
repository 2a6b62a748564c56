import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useClient, type Client } from 'urql';
import { createRequest, type AnyVariables, type OperationResult, type TypedDocumentNode } from '@urql/core';
import { filter, pipe, take, toPromise } from 'wonka';
import {
  appStore,
  clearAccessToken,
  errorMessageOf,
  graphql,
  initialsOf,
  refreshSession,
  useAppStore,
} from '@gadgets/shared-ui';
import { apiFieldErrorsOf } from '../../forms/api-field-errors';

export const AuthProvider_LoginMutation = graphql(`
  mutation AuthProvider_Login($email: String!, $password: String!, $rememberMe: Boolean) {
    login(email: $email, password: $password, rememberMe: $rememberMe)
  }
`);

export type Gender = 'male' | 'female' | 'non_binary' | 'prefer_not_to_say';

export const AuthProvider_RegisterMutation = graphql(`
  mutation AuthProvider_Register($email: String!, $name: String!, $gender: Gender!, $password: String!) {
    register(email: $email, name: $name, gender: $gender, password: $password)
  }
`);

export const AuthProvider_LogoutMutation = graphql(`
  mutation AuthProvider_Logout {
    logout
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

/**
 * What an auth action came to: the form shows `message` on a field when it failed. `fieldErrors` are the API's
 * messages by argument name, when it named the arguments at fault.
 */
export type AuthOutcome = { ok: true } | AuthFailure;
export type AuthFailure = { ok: false; message: string; fieldErrors?: Record<string, string> };

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  gender: Gender;
  password: string;
}

interface AuthActions {
  /** Asks for an access token through the refresh cookie, then for the user's details. */
  checkAuth: () => Promise<void>;
  login: (email: string, password: string, rememberMe: boolean) => Promise<AuthOutcome>;
  register: (input: RegisterInput) => Promise<AuthOutcome>;
  logout: () => Promise<void>;
  activate: (activationToken: string) => Promise<AuthOutcome>;
  forgotPassword: (email: string) => Promise<AuthOutcome>;
  resetPassword: (resetToken: string, newPassword: string) => Promise<AuthOutcome>;
  /** Saves the signed-in user's name and gender; the store's user (and so the header's initials) follows. */
  updateProfile: (name: string, gender: Gender) => Promise<AuthOutcome>;
  /** The API ends every other login of the account; this one stays signed in. */
  changePassword: (currentPassword: string, newPassword: string) => Promise<AuthOutcome>;
  /** Mails a confirmation link to the new address; nothing changes until it is opened. */
  requestEmailChange: (newEmail: string, password: string) => Promise<AuthOutcome>;
  /** Opens that link: the account's address changes; a signed-in owner's header and menu follow. */
  confirmEmailChange: (token: string) => Promise<AuthOutcome>;
  /** Deletes the signed-in user's account; on success the visitor is signed out here too. */
  deleteAccount: (password: string) => Promise<AuthOutcome>;
}

const AuthContext = createContext<AuthActions | null>(null);

/** Access tokens live 15 minutes by default; renewing well before that keeps long visits signed in. */
const TOKEN_RENEWAL_MS = 10 * 60 * 1000;

export function firstResult<Data, Variables extends AnyVariables>(
  client: Client,
  kind: 'query' | 'mutation',
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<OperationResult<Data, Variables>> {
  const request = createRequest(document, variables);
  // Token and user-details queries never come from the cache.
  const source =
    kind === 'query'
      ? client.executeQuery(request, { requestPolicy: 'network-only' })
      : client.executeMutation(request);
  return pipe(
    source,
    filter((result) => !result.stale),
    take(1),
    toPromise,
  );
}

/**
 * Runs one auth mutation with the site's error rules: a GraphQL or network error gives its
 * message (and the API's field errors), a falsy answer gives `failureMessage`, anything thrown gives
 * the unexpected-error message. On success it hands back the answer.
 */
async function runMutation<Data, Variables extends AnyVariables>(
  client: Client,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  succeeded: (data: Data | undefined) => boolean,
  failureMessage: string,
): Promise<{ ok: true; data: Data } | AuthFailure> {
  try {
    const result = await firstResult(client, 'mutation', document, variables);
    if (result.error) {
      console.error(failureMessage, result.error);
      const fieldErrors = apiFieldErrorsOf(result.error);
      return { ok: false, message: errorMessageOf(result.error), ...(fieldErrors && { fieldErrors }) };
    }
    if (!result.data || !succeeded(result.data)) return { ok: false, message: failureMessage };
    return { ok: true, data: result.data };
  } catch (error) {
    console.error(failureMessage, error);
    return { ok: false, message: UNEXPECTED_ERROR_MESSAGE };
  }
}

/** runMutation for the actions whose answer is only yes or no. */
async function runAuthMutation<Data, Variables extends AnyVariables>(
  ...args: Parameters<typeof runMutation<Data, Variables>>
): Promise<AuthOutcome> {
  const outcome = await runMutation(...args);
  return outcome.ok ? { ok: true } : outcome;
}

/** Signed out here: no token, no user. */
function endLocalSession() {
  clearAccessToken();
  appStore.getState().setUnauthenticated();
}

/**
 * The only writer of the store's auth state. Remotes read the session from the store; shell
 * components use `useAuth()`, which also gives them the actions.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // The site swaps its client (and cache) when the visitor changes; the actions always use the current
  // one but stay the same functions, so a new client does not start another session check.
  const currentClient = useClient();
  const clientRef = useRef(currentClient);
  useEffect(() => {
    clientRef.current = currentClient;
  }, [currentClient]);

  const checkAuth = useCallback(() => refreshSession(clientRef.current), []);

  const actions = useMemo<AuthActions>(
    () => ({
      checkAuth,
      login: async (email, password, rememberMe) => {
        const outcome = await runAuthMutation(
          clientRef.current,
          AuthProvider_LoginMutation,
          { email, password, rememberMe },
          (data) => Boolean(data?.login),
          'Login failed',
        );
        if (outcome.ok) await checkAuth();
        return outcome;
      },
      register: ({ firstName, lastName, email, gender, password }) =>
        runAuthMutation(
          clientRef.current,
          AuthProvider_RegisterMutation,
          { email, name: `${firstName.trim()} ${lastName.trim()}`, gender, password },
          (data) => Boolean(data?.register),
          'Registration failed',
        ),
      logout: async () => {
        try {
          const result = await firstResult(clientRef.current, 'mutation', AuthProvider_LogoutMutation, {});
          if (result.error) console.error('Logout failed', result.error);
        } catch (error) {
          console.error('Logout failed', error);
        } finally {
          // Logout always clears the token and the state, even when the call fails.
          endLocalSession();
        }
      },
      activate: (activationToken) =>
        runAuthMutation(
          clientRef.current,
          AuthProvider_ActivateUserMutation,
          { activationToken },
          (data) => Boolean(data?.activateUser),
          'Account activation failed',
        ),
      forgotPassword: (email) =>
        runAuthMutation(
          clientRef.current,
          AuthProvider_ForgotPasswordMutation,
          { email },
          (data) => Boolean(data?.forgotPassword),
          'Failed to send reset email',
        ),
      resetPassword: (resetToken, newPassword) =>
        runAuthMutation(
          clientRef.current,
          AuthProvider_ResetPasswordMutation,
          { resetToken, newPassword },
          (data) => Boolean(data?.resetPassword),
          'Failed to reset password',
        ),
      updateProfile: async (name, gender) => {
        const outcome = await runMutation(
          clientRef.current,
          AuthProvider_UpdateProfileMutation,
          { name, gender },
          (data) => Boolean(data?.updateProfile),
          'Failed to save your profile',
        );
        if (!outcome.ok) return outcome;
        const { name: savedName, email, avatar, admin } = outcome.data.updateProfile;
        appStore.getState().setAuthenticated({ name: savedName, email, avatar, admin });
        return { ok: true };
      },
      changePassword: (currentPassword, newPassword) =>
        runAuthMutation(
          clientRef.current,
          AuthProvider_ChangePasswordMutation,
          { currentPassword, newPassword },
          (data) => Boolean(data?.changePassword),
          'Failed to change your password',
        ),
      requestEmailChange: (newEmail, password) =>
        runAuthMutation(
          clientRef.current,
          AuthProvider_RequestEmailChangeMutation,
          { newEmail, password },
          (data) => Boolean(data?.requestEmailChange),
          'Failed to change your e-mail address',
        ),
      confirmEmailChange: async (token) => {
        const outcome = await runAuthMutation(
          clientRef.current,
          AuthProvider_ConfirmEmailChangeMutation,
          { token },
          (data) => Boolean(data?.confirmEmailChange),
          'Failed to confirm your new e-mail address',
        );
        // Signed in here, the session now reads the new address.
        if (outcome.ok && appStore.getState().auth.status === 'authenticated') await checkAuth();
        return outcome;
      },
      deleteAccount: async (password) => {
        const outcome = await runAuthMutation(
          clientRef.current,
          AuthProvider_DeleteAccountMutation,
          { password },
          (data) => Boolean(data?.deleteAccount),
          'Failed to delete your account',
        );
        // The API has ended this login and cleared its cookie already.
        if (outcome.ok) endLocalSession();
        return outcome;
      },
    }),
    [checkAuth],
  );

  useEffect(() => {
    void checkAuth();
  }, [checkAuth]);

  const signedIn = useAppStore((state) => state.auth.status === 'authenticated');
  useEffect(() => {
    if (!signedIn) return;
    const timer = window.setInterval(() => void checkAuth(), TOKEN_RENEWAL_MS);
    return () => window.clearInterval(timer);
  }, [signedIn, checkAuth]);

  return <AuthContext.Provider value={actions}>{children}</AuthContext.Provider>;
}

/** The session and its actions. Outside `AuthProvider` this is a programming error, so it throws. */
export function useAuth() {
  const actions = useContext(AuthContext);
  if (!actions) throw new Error('useAuth must be used inside an AuthProvider');
  const status = useAppStore((state) => state.auth.status);
  const user = useAppStore((state) => state.auth.user);
  return {
    ...actions,
    status,
    user,
    isAuthenticated: status === 'authenticated',
    loading: status === 'loading',
    initials: user ? initialsOf(user.name) : '',
  };
}
