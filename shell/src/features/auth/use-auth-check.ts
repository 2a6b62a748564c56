import { useCallback, useEffect } from 'react';
import { useClient } from 'urql';
import { appStore, clearAccessToken, writeAccessToken } from '@gadgets/shared-ui';
import { AuthProvider_GetAccessTokenQuery, AuthProvider_GetUserDetailsQuery } from './auth-queries';

/**
 * Spec section 4: the session starts as loading, asks for an access token through the refresh cookie,
 * then for the user's details; any failure signs the visitor out without a message.
 */
export function useAuthCheck() {
  const client = useClient();
  const check = useCallback(async () => {
    const store = appStore.getState();
    store.setAuthLoading();
    try {
      const tokenResult = await client.query(AuthProvider_GetAccessTokenQuery, {}, { requestPolicy: 'network-only' }).toPromise();
      const token = tokenResult.data?.getAccessToken;
      if (!token) throw tokenResult.error ?? new Error('No session');
      writeAccessToken(token);
      const userResult = await client.query(AuthProvider_GetUserDetailsQuery, {}, { requestPolicy: 'network-only' }).toPromise();
      const user = userResult.data?.getUserDetails;
      if (!user) throw userResult.error ?? new Error('No user details');
      store.setAuthenticated(user);
    } catch {
      clearAccessToken();
      store.setUnauthenticated();
    }
  }, [client]);

  useEffect(() => {
    void check();
  }, [check]);

  return check;
}
