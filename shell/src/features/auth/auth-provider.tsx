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

/** What an auth action came to: the form shows `message` on a field when it failed. */
export type AuthOutcome = { ok: true } | { ok: false; message: string };

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
}

const AuthContext = createContext<AuthActions | null>(null);

/** Access tokens live 15 minutes by default; renewing well before that keeps long visits signed in. */
const TOKEN_RENEWAL_MS = 10 * 60 * 1000;

function firstResult<Data, Variables extends AnyVariables>(
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
 * message, a falsy answer gives `failureMessage`, anything thrown gives the unexpected-error message.
 */
async function runAuthMutation<Data, Variables extends AnyVariables>(
  client: Client,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  succeeded: (data: Data | undefined) => boolean,
  failureMessage: string,
): Promise<AuthOutcome> {
  try {
    const result = await firstResult(client, 'mutation', document, variables);
    if (result.error) {
      console.error(failureMessage, result.error);
      return { ok: false, message: errorMessageOf(result.error) };
    }
    if (!succeeded(result.data)) return { ok: false, message: failureMessage };
    return { ok: true };
  } catch (error) {
    console.error(failureMessage, error);
    return { ok: false, message: UNEXPECTED_ERROR_MESSAGE };
  }
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
          clearAccessToken();
          appStore.getState().setUnauthenticated();
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
