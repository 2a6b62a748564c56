import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { rateLimited } from '../shared/rate-limiter';
import type { ServerLifecycle } from '@gadgets/server-kit';

/** Live streams (SSE subscriptions) one client address may hold at once: a few tabs with a comments widget each. */
const MAX_PER_CLIENT = 10;

export interface SubscriptionLimits {
  /** Streams held by all clients together on this instance. */
  maxTotal: number;
  /** A stream with no event for this long is ended (the client may subscribe again). */
  idleMs: number;
}

/**
 * Ends `source` once no event came for `idleMs` or when the instance drains (the stream completes, and the client
 * subscribes again), and calls `onEnd` exactly once however it ends.
 */
function withIdleTimeout<T>(
  source: AsyncIterableIterator<T>,
  idleMs: number,
  lifecycle: ServerLifecycle,
  onEnd: () => void,
): AsyncIterableIterator<T> {
  let ended = false;
  let endNow: (() => void) | undefined;
  const stopped = new Promise<IteratorResult<T>>((resolve) => {
    endNow = () => resolve({ done: true, value: undefined });
  });
  const forget = lifecycle.openStream(endNow!);
  const end = () => {
    if (!ended) {
      ended = true;
      forget();
      onEnd();
    }
  };
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      let timer: NodeJS.Timeout | undefined;
      const idle = new Promise<IteratorResult<T>>((resolve) => {
        timer = setTimeout(() => resolve({ done: true, value: undefined }), idleMs);
      });
      try {
        const result = await Promise.race([source.next(), idle, stopped]);
        if (result.done) {
          await source.return?.();
          end();
        }
        return result;
      } finally {
        clearTimeout(timer);
      }
    },
    async return() {
      end();
      return (await source.return?.()) ?? { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      end();
      return source.throw ? source.throw(error) : Promise.reject(error);
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/**
 * Caps live streams per client address and in total (an anonymous client could otherwise hold thousands open) and
 * ends idle ones; a refused subscription gets RATE_LIMITED (429 with Retry-After).
 */
export function subscriptionLimitsPlugin(limits: SubscriptionLimits, lifecycle: ServerLifecycle): Plugin {
  const perClient = new Map<string, number>();
  let total = 0;
  const release = (client: string) => {
    total -= 1;
    const left = (perClient.get(client) ?? 1) - 1;
    if (left <= 0) perClient.delete(client);
    else perClient.set(client, left);
  };
  return {
    onSubscribe({ args, setResultAndStopExecution }) {
      const client = (args.contextValue as { clientIp?: string }).clientIp ?? 'unknown';
      if (total >= limits.maxTotal || (perClient.get(client) ?? 0) >= MAX_PER_CLIENT) {
        const error = rateLimited(60_000);
        setResultAndStopExecution({
          errors: [
            new GraphQLError('Too many live updates open. Close a few pages and try again.', {
              extensions: { ...error.extensions },
            }),
          ],
        });
        return undefined;
      }
      total += 1;
      perClient.set(client, (perClient.get(client) ?? 0) + 1);
      return {
        onSubscribeResult({ result, setResult }) {
          if (!(Symbol.asyncIterator in (result as object))) {
            release(client);
            return;
          }
          setResult(
            withIdleTimeout(result as AsyncIterableIterator<ExecutionResult>, limits.idleMs, lifecycle, () =>
              release(client),
            ),
          );
        },
        onSubscribeError() {
          release(client);
        },
      };
    },
  };
}
