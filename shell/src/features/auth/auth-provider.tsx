import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useClient } from 'urql';
import { graphql, initialsOf, refreshSession, useAppStore } from '@gadgets/shared-ui';
import {
  endLocalSession,
  firstResult,
  unexpectedFailure,
  type AuthOutcome,
  type Gender,
  type RegisterInput,
} from './auth-mutations';

export const AuthProvider_LogoutMutation = graphql(`
  mutation AuthProvider_Logout {
    logout
  }
`);

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

/**
 * The actions of the sign-in panels and the account pages (all but signing out), loaded on first use: no page needs them
 * at start. The sign-in panel loads them as it opens (preloadAccountActions).
 */
const accountActions = () => import(/* webpackChunkName: "account-actions" */ './account-actions');
export const preloadAccountActions = (): void => void accountActions().catch(() => undefined);

/**
 * Runs one of those actions. Their code failing to load (a new deployment removed the old chunk, the network dropped)
 * is an unexpected error the form shows, like a failed request: it must not leave the form waiting.
 */
async function withAccountActions(
  act: (actions: Awaited<ReturnType<typeof accountActions>>) => Promise<AuthOutcome>,
): Promise<AuthOutcome> {
  let actions: Awaited<ReturnType<typeof accountActions>>;
  try {
    actions = await accountActions();
  } catch (error) {
    return unexpectedFailure('The account actions could not be loaded', error);
  }
  return act(actions);
}

/** Access tokens live 15 minutes by default; renewing well before that keeps long visits signed in. */
const TOKEN_RENEWAL_MS = 10 * 60 * 1000;

/**
 * The only writer of the store's auth state. Remotes read the session from the store; shell
 * components use `useAuth()`, which also gives them the actions.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // The actions always use the client of the page (one for its whole life; see shared-ui's session-exchange.ts) but
  // stay the same functions, so a re-render does not start another session check.
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
        const outcome = await withAccountActions((actions) =>
          actions.login(clientRef.current, email, password, rememberMe),
        );
        if (outcome.ok) await checkAuth();
        return outcome;
      },
      register: (input) => withAccountActions((actions) => actions.register(clientRef.current, input)),
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
      activate: (token) => withAccountActions((actions) => actions.activate(clientRef.current, token)),
      forgotPassword: (email) => withAccountActions((actions) => actions.forgotPassword(clientRef.current, email)),
      resetPassword: (...args) => withAccountActions((actions) => actions.resetPassword(clientRef.current, ...args)),
      updateProfile: (...args) => withAccountActions((actions) => actions.updateProfile(clientRef.current, ...args)),
      changePassword: (...args) => withAccountActions((actions) => actions.changePassword(clientRef.current, ...args)),
      requestEmailChange: (...args) =>
        withAccountActions((actions) => actions.requestEmailChange(clientRef.current, ...args)),
      confirmEmailChange: (token) =>
        withAccountActions((actions) => actions.confirmEmailChange(clientRef.current, token, checkAuth)),
      deleteAccount: (...args) => withAccountActions((actions) => actions.deleteAccount(clientRef.current, ...args)),
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
