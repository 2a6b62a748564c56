import { getOperationAST, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { currentRequest } from '../shared/request-context';

/** A GraphQL name, as the spec defines it, of a length worth logging. */
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

/**
 * Tells the request's context (request-context.ts) what the GraphQL layer learns: the operation's name and type,
 * whether it ran, and whether its answer carried errors, for the request's log line and metrics
 * (request-observer.ts). First in the pipeline: a request refused by a later step still has its name.
 */
export function operationObserverPlugin(): Plugin {
  const ran = (document: DocumentNode, operationName: string | null | undefined) => {
    const request = currentRequest();
    if (!request) return;
    const operation = getOperationAST(document, operationName);
    request.executed = true;
    if (operation) {
      request.operationType = operation.operation;
      if (operation.name) request.operation = operation.name.value;
    }
  };
  return {
    onParams({ params }) {
      const request = currentRequest();
      if (request && typeof params.operationName === 'string' && GRAPHQL_NAME.test(params.operationName))
        request.operation = params.operationName;
    },
    // The name in the document itself, for one refused before it runs (validation, limits) without operationName.
    onParse:
      () =>
      ({ result }) => {
        const request = currentRequest();
        if (!request || request.operation || !result || !('kind' in result)) return;
        const name = getOperationAST(result as DocumentNode)?.name?.value;
        if (name) request.operation = name;
      },
    onExecute: ({ args }) => ran(args.document, args.operationName),
    onSubscribe: ({ args }) => ran(args.document, args.operationName),
    onResultProcess({ result }) {
      const request = currentRequest();
      if (!request || !result || Symbol.asyncIterator in (result as object)) return;
      const results = Array.isArray(result) ? result : [result];
      if (results.some((each) => (each as { errors?: unknown[] }).errors?.length)) request.graphqlErrors = true;
    },
  };
}
