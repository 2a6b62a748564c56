import type { Client } from 'urql';
import { createRequest, type AnyVariables, type OperationResult, type TypedDocumentNode } from '@urql/core';
import { filter, pipe, take, toPromise } from 'wonka';
import { appStore, clearAccessToken, errorMessageOf } from '@gadgets/shared-ui';
import { apiFieldErrorsOf } from '../../forms/api-field-errors';

/**
 * What an auth action came to: the form shows `message` on a field when it failed. `fieldErrors` are the API's
 * messages by argument name, when it named the arguments at fault.
 */
export type AuthOutcome = { ok: true } | AuthFailure;
export type AuthFailure = { ok: false; message: string; fieldErrors?: Record<string, string> };

export type Gender = 'male' | 'female' | 'non_binary' | 'prefer_not_to_say';

/** What a sign-up sends: the provider's `register` and the account actions it loads on demand share it. */
export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  gender: Gender;
  password: string;
}

const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

/** Something went wrong that the visitor cannot act on: logged, and said as an unexpected error. */
export function unexpectedFailure(what: string, error: unknown): AuthFailure {
  console.error(what, error);
  return { ok: false, message: UNEXPECTED_ERROR_MESSAGE };
}

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
export async function runMutation<Data, Variables extends AnyVariables>(
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
    return unexpectedFailure(failureMessage, error);
  }
}

/** runMutation for the actions whose answer is only yes or no. */
export async function runAuthMutation<Data, Variables extends AnyVariables>(
  ...args: Parameters<typeof runMutation<Data, Variables>>
): Promise<AuthOutcome> {
  const outcome = await runMutation(...args);
  return outcome.ok ? { ok: true } : outcome;
}

/** Signed out here: no token, no user. */
export function endLocalSession() {
  clearAccessToken();
  appStore.getState().setUnauthenticated();
}
