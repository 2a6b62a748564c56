import { useEffect } from 'react';
import { useClient } from 'urql';
import { appStore, clearAccessToken, graphql, writeAccessToken } from '@gadgets/shared-ui';

export const StandaloneAccount_AccessTokenQuery = graphql(`
  query StandaloneAccount_AccessToken {
    getAccessToken
  }
`);

export const StandaloneAccount_UserDetailsQuery = graphql(`
  query StandaloneAccount_UserDetails {
    getUserDetails {
      name
      email
      avatar
      admin
    }
  }
`);

/** An API that neither answers nor fails must not leave the page on "Checking your account…". */
export const ACCOUNT_CHECK_TIMEOUT_MS = 10_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The account check timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Inside the shell, the shell checks the session. Alone on its origin (or mounted by an integrator) nobody else
 * does, so the section asks the API itself: signed in when it answers with a user, signed out when it says no,
 * fails or does not answer in time.
 */
export function useStandaloneAccountCheck(): void {
  const client = useClient();
  useEffect(() => {
    if (appStore.getState().auth.status !== 'loading') return;
    let cancelled = false;
    const check = async () => {
      const tokenResult = await client.query(StandaloneAccount_AccessTokenQuery, {}, { requestPolicy: 'network-only' }).toPromise();
      const token = tokenResult.data?.getAccessToken;
      if (!token) throw tokenResult.error ?? new Error('No session');
      writeAccessToken(token);
      const userResult = await client.query(StandaloneAccount_UserDetailsQuery, {}, { requestPolicy: 'network-only' }).toPromise();
      const user = userResult.data?.getUserDetails;
      if (!user) throw userResult.error ?? new Error('No user details');
      return user;
    };
    withTimeout(check(), ACCOUNT_CHECK_TIMEOUT_MS).then(
      (user) => {
        if (!cancelled) appStore.getState().setAuthenticated(user);
      },
      () => {
        if (cancelled) return;
        clearAccessToken();
        appStore.getState().setUnauthenticated();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [client]);
}
