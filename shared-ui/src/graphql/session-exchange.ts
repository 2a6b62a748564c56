import { makeOperation, type Exchange, type Operation } from '@urql/core';
import { map, pipe } from 'wonka';

/** Who is asking, as the page knows it: a signed-in visitor's address, or null for anyone else. */
export interface SessionSource {
  current: () => string | null;
  /** Calls back on every change of the store; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

const fromNetwork = (operation: Operation): Operation =>
  makeOperation(operation.kind, operation, { ...operation.context, requestPolicy: 'network-only' });

/**
 * One client for the page's whole life, with no answer outliving the session it was fetched in. When the visitor
 * signs in or out, every query on screen is asked again from the network, and each query asked later in the new
 * session goes to the network the first time (the cache, and the server's answers for the first view, belong to
 * the old session). A new client per session did the same, but swapping the client under a page that is open made
 * its queries' state updates feed each other in a loop of synchronous renders that froze the page.
 * A query the server answered for the first view (`hasServerAnswer`) is the exception: a part of the page hydrating
 * after the visitor's session was found must draw what the server drew, so it takes the server's answer and is
 * asked again from the network right after.
 * Placed before the cache exchange.
 */
export function sessionExchange(
  session: SessionSource,
  hasServerAnswer: (key: number) => boolean = () => false,
): Exchange {
  return ({ forward, client }) =>
    (operations$) => {
      let visitor = session.current();
      /** Queries already asked since the last change; null in the first session, which keeps the cache as it is. */
      let askedThisSession: Set<number> | null = null;
      /** Queries given the server's answer in a later session, to be asked from the network once a page shows them. */
      const refreshOnceShown = new Set<number>();
      const onScreen = new Map<number, Operation>();
      // A query a component only reads during its render is torn down at once; its effect asks for it again to stay.
      const refreshIfStillShown = (operation: Operation) =>
        queueMicrotask(() => {
          if (onScreen.has(operation.key) && refreshOnceShown.delete(operation.key))
            client.reexecuteOperation(fromNetwork(operation));
        });
      session.subscribe(() => {
        const next = session.current();
        if (next === visitor) return;
        visitor = next;
        askedThisSession = new Set();
        for (const operation of onScreen.values()) client.reexecuteOperation(fromNetwork(operation));
      });
      return forward(
        pipe(
          operations$,
          map((operation) => {
            if (operation.kind === 'teardown') onScreen.delete(operation.key);
            if (operation.kind !== 'query') return operation;
            onScreen.set(operation.key, operation);
            if (refreshOnceShown.has(operation.key)) refreshIfStillShown(operation);
            if (askedThisSession === null || askedThisSession.has(operation.key)) return operation;
            askedThisSession.add(operation.key);
            if (!hasServerAnswer(operation.key)) return fromNetwork(operation);
            refreshOnceShown.add(operation.key);
            refreshIfStillShown(operation);
            return operation;
          }),
        ),
      );
    };
}
