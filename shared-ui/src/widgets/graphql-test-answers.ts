import type { Client } from 'urql';
import { fromValue, merge, never, type Source } from 'wonka';
import { mockGraphqlClient } from '../testing';

type Answer = { data?: unknown; error?: unknown };
type Operation = { query: unknown; variables?: Record<string, unknown>; kind: string };

/**
 * Test helper: a client that answers each operation by its name. The answer stream stays open, as a
 * real client's does, so urql keeps the result instead of resetting it when the stream ends.
 */
export function answeringClient(answers: Record<string, Answer | ((variables: Record<string, unknown>) => Answer)>): Client {
  const respond = (operation: Operation): Source<unknown> => {
    const name = operationNameOf(operation.query);
    const answer = answers[name];
    if (!answer) return never;
    const value = typeof answer === 'function' ? answer(operation.variables ?? {}) : answer;
    return merge([fromValue({ operation, stale: false, hasNext: false, ...value }), never]);
  };
  return mockGraphqlClient({
    executeQuery: respond as never,
    executeMutation: respond as never,
    executeSubscription: respond as never,
  });
}

function operationNameOf(document: unknown): string {
  const definitions = (document as { definitions?: { kind: string; name?: { value: string } }[] }).definitions ?? [];
  return definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value ?? '';
}
