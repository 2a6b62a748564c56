import type { Exchange, Operation, OperationResult } from '@urql/core';
import { makeSubject, map, merge, onPush, pipe } from 'wonka';

/** The first wait before a stream is opened again; each failure in a row moves one step on. */
const REOPEN_DELAYS_MS = [1_000, 2_000, 5_000, 15_000, 30_000];

interface OpenStream {
  failures: number;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * Keeps live streams (subscriptions) open for as long as a page wants them. The API ends a stream when its instance
 * drains (a deploy, a restart) or after a long quiet spell, and a network fault cuts one; urql would then close the
 * subscription for good and the page would silently stop updating. Here the end is held back from the client and the
 * same operation is sent again after a short, jittered wait (so the clients of a drained instance do not all come
 * back at once), until the page itself tears the subscription down.
 */
export function lastingSubscriptionsExchange(delaysMs: readonly number[] = REOPEN_DELAYS_MS): Exchange {
  return ({ forward }) =>
    (operations$) => {
      const open = new Map<number, OpenStream>();
      const reopened = makeSubject<Operation>();
      const follow = (operation: Operation) => {
        if (operation.kind === 'subscription' && !open.has(operation.key)) open.set(operation.key, { failures: 0 });
        if (operation.kind === 'teardown') {
          clearTimeout(open.get(operation.key)?.timer);
          open.delete(operation.key);
        }
      };
      const reopenLater = (result: OperationResult): OperationResult => {
        const stream = open.get(result.operation.key);
        if (result.operation.kind !== 'subscription' || result.hasNext || !stream) return result;
        stream.failures = result.error ? stream.failures + 1 : 0;
        const base = delaysMs[Math.min(stream.failures, delaysMs.length - 1)]!;
        clearTimeout(stream.timer);
        stream.timer = setTimeout(
          () => {
            // Sent on by this exchange itself: the client still counts the operation as running (its end was held
            // back), so it would not send it again.
            if (open.get(result.operation.key) === stream) reopened.next(result.operation);
          },
          base * (0.5 + Math.random()),
        );
        // Still expecting more, as far as the client knows: the subscription stays open on the page.
        return { ...result, hasNext: true };
      };
      return pipe(forward(merge([pipe(operations$, onPush(follow)), reopened.source])), map(reopenLater));
    };
}
