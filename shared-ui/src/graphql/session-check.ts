import { createRequest, type Client, type TypedDocumentNode } from '@urql/core';
import { filter, pipe, take, toPromise } from 'wonka';
import { appStore } from '../store/app-store';
import type { AuthUser } from '../store/app-state';
import { clearAccessToken, writeAccessToken } from './access-token';
import { graphql } from './graphql';

export const SessionCheck_AccessTokenQuery = graphql(`
  query SessionCheck_AccessToken {
    getAccessToken
  }
`);

export const SessionCheck_UserDetailsQuery = graphql(`
  query SessionCheck_UserDetails {
    getUserDetails {
      name
      email
      avatar
      admin
    }
  }
`);

/** An API that neither answers nor fails must not leave a page on "Checking your account…". */
export const SESSION_CHECK_TIMEOUT_MS = 10_000;

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

/** The first settled answer to a query, never from the cache: the token and the user's details must
 * be the server's current answer. */
function freshAnswer<Data>(client: Client, document: TypedDocumentNode<Data, Record<string, never>>) {
  return pipe(
    client.executeQuery(createRequest(document, {}), { requestPolicy: 'network-only' }),
    filter((result) => !result.stale),
    take(1),
    toPromise,
  );
}

/**
 * Asks for an access token (through the refresh cookie), then for the user's details, never from
 * the cache; resolves with the signed-in user and rejects when either step fails or the API does not answer in time.
 */
export function checkSession(client: Client): Promise<AuthUser> {
  const check = async () => {
    const tokenResult = await freshAnswer(client, SessionCheck_AccessTokenQuery);
    const token = tokenResult.data?.getAccessToken;
    if (!token) throw tokenResult.error ?? new Error('No session');
    writeAccessToken(token);
    const userResult = await freshAnswer(client, SessionCheck_UserDetailsQuery);
    const user = userResult.data?.getUserDetails;
    if (!user) throw userResult.error ?? new Error('No user details');
    return user;
  };
  return withTimeout(check(), SESSION_CHECK_TIMEOUT_MS);
}

/** Runs the check and records the outcome in the store; a failed check signs the visitor out without a message. */
export async function refreshSession(client: Client): Promise<void> {
  try {
    appStore.getState().setAuthenticated(await checkSession(client));
  } catch {
    clearAccessToken();
    appStore.getState().setUnauthenticated();
  }
}
