import type { Client } from 'urql';
import { fromValue, merge, never, type Source } from 'wonka';
import { mockGraphqlClient } from './render-with-providers';

export type GraphqlAnswer = { data?: unknown; error?: unknown };
/** 'never' keeps that request loading, as a slow API would. */
export type GraphqlAnswers = Record<
  string,
  GraphqlAnswer | ((variables: Record<string, unknown>) => GraphqlAnswer | 'never')
>;
type Operation = { query: unknown; variables?: Record<string, unknown> };

export interface RecordedRequest {
  name: string;
  variables: Record<string, unknown>;
}

/**
 * A client that answers each operation by its name, as the API would, and records every request.
 * Operations without an answer never answer (the "still loading" state). The answer stream stays
 * open, as a real client's does, so urql keeps the result instead of resetting it when it ends.
 */
export function answeringClient(
  answers: GraphqlAnswers,
): Client & { requests: RecordedRequest[]; requestNames: () => string[] } {
  const requests: RecordedRequest[] = [];
  const respond = (operation: Operation): Source<unknown> => {
    const name = operationNameOf(operation.query);
    const variables = operation.variables ?? {};
    requests.push({ name, variables });
    const answer = answers[name];
    if (!answer) return never;
    const value = typeof answer === 'function' ? answer(variables) : answer;
    if (value === 'never') return never;
    return merge([fromValue({ operation, stale: false, hasNext: false, ...value }), never]);
  };
  const client = mockGraphqlClient({
    executeQuery: respond as never,
    executeMutation: respond as never,
    executeSubscription: respond as never,
  });
  return Object.assign(client, { requests, requestNames: () => requests.map((request) => request.name) });
}

function operationNameOf(document: unknown): string {
  const definitions = (document as { definitions?: { kind: string; name?: { value: string } }[] }).definitions ?? [];
  return definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value ?? '';
}
