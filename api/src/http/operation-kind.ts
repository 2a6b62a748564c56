import { getOperationAST, GraphQLError, type DocumentNode } from 'graphql';
import type { Plugin, YogaInitialContext } from 'graphql-yoga';

/**
 * The site's client names each request's operation in this header (shared-ui's operation-kind-exchange.ts). A load
 * balancer may send a request marked `query` to a second instance when the first died before answering (HAProxy's L7
 * retries); only reads may be sent twice.
 */
export const OPERATION_KIND_HEADER = 'x-graphql-operation-kind';

/** 400, before anything runs, when a request marked as a query would run something else. */
function mislabelled(request: Request, document: DocumentNode, operationName: string | null | undefined) {
  if (request.headers.get(OPERATION_KIND_HEADER) !== 'query') return null;
  const operation = getOperationAST(document, operationName)?.operation;
  if (operation === undefined || operation === 'query') return null;
  return new GraphQLError(
    `The request is marked "${OPERATION_KIND_HEADER}: query" but runs a ${operation}: a ${operation} is never sent as a query`,
    { extensions: { code: 'OPERATION_KIND_MISMATCH', http: { status: 400 } } },
  );
}

/**
 * The API is the judge of the mark: a request marked as a query that carries a mutation (or a subscription) is
 * refused, so a client that marks wrongly, by mistake or on purpose, can never get a write replayed by the balancer.
 */
export function operationKindPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = mislabelled((args.contextValue as YogaInitialContext).request, args.document, args.operationName);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = mislabelled((args.contextValue as YogaInitialContext).request, args.document, args.operationName);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}
