import type { CombinedError, GraphQLRequest, OperationResult } from '@urql/core';
import { never, fromValue } from 'wonka';
import { mockGraphqlClient } from '@gadgets/shared-ui/testing';

type Answer = { data?: unknown; error?: CombinedError } | 'never';
type Handler = (variables: Record<string, unknown>) => Answer;

export interface RecordedCall {
  name: string;
  variables: Record<string, unknown>;
}

const operationNameOf = (request: GraphQLRequest) => {
  const definition = request.query.definitions[0];
  return definition?.kind === 'OperationDefinition' ? (definition.name?.value ?? '') : '';
};

/**
 * A urql client that answers each operation by its name, as the API would, and records what was
 * asked. Operations without a handler never answer (the "still loading" state).
 */
export function scriptedClient(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const respond = (request: GraphQLRequest) => {
    const name = operationNameOf(request);
    const variables = (request.variables ?? {}) as Record<string, unknown>;
    calls.push({ name, variables });
    const handler = handlers[name];
    const answer = handler ? handler(variables) : 'never';
    if (answer === 'never') return never;
    return fromValue({ data: answer.data, error: answer.error, stale: false, hasNext: false } as OperationResult);
  };
  const client = mockGraphqlClient({ executeQuery: respond as never, executeMutation: respond as never });
  return { client, calls, callNames: () => calls.map((call) => call.name) };
}

export const signedInHandlers = (user = { name: 'Ada Lovelace', email: 'ada@example.com', avatar: null, admin: false }) => ({
  AuthProvider_GetAccessToken: () => ({ data: { getAccessToken: 'token-1' } }),
  AuthProvider_GetUserDetails: () => ({ data: { getUserDetails: user } }),
});

export const signedOutHandlers = () => ({
  AuthProvider_GetAccessToken: () => ({ data: { getAccessToken: null } }),
});
