import { filter, make, merge, mergeMap, pipe, takeUntil, type Source } from 'wonka';
import {
  makeErrorResult,
  makeResult,
  type Exchange,
  type ExecutionResult,
  type Operation,
  type OperationResult,
} from '@urql/core';
import { makeFetchBody, makeFetchOptions } from '@urql/core/internal';
import { sendApiRequest, type ApiAnswer } from './api-fetch';

/**
 * The server's queries, sent to the API without fetch: urql's fetchExchange builds a Request-shaped call, an abort
 * controller (aborted, with its DOMException, when each query ends), a Response and an async iterator per query, and
 * a server render only ever needs one JSON answer read whole. The request on the wire is the one fetchExchange sends
 * (same body and headers, from urql's own helpers), and the answer becomes the same result: the data, the GraphQL
 * errors, or the network error (the status text for a failed status). Everything that is not a query (mutations,
 * subscriptions, teardowns) goes on to the next exchange. `extraHeaders` go on every query.
 */
export function apiQueryExchange(timeoutMs: number, extraHeaders?: Record<string, string>): Exchange {
  return ({ forward }) =>
    (operations$) => {
      const queries$ = pipe(
        operations$,
        filter((operation) => operation.kind === 'query'),
        mergeMap((operation) =>
          pipe(
            queryResult(operation, timeoutMs, extraHeaders),
            takeUntil(
              pipe(
                operations$,
                filter((next) => next.kind === 'teardown' && next.key === operation.key),
              ),
            ),
          ),
        ),
      );
      const rest$ = forward(
        pipe(
          operations$,
          filter((operation) => operation.kind !== 'query'),
        ),
      );
      return merge([queries$, rest$]);
    };
}

/** The API's address, parsed once: every query of every page goes to the same one. */
let lastUrl: { text: string; url: URL } | undefined;
function urlOf(text: string): URL {
  if (lastUrl?.text !== text) lastUrl = { text, url: new URL(text) };
  return lastUrl.url;
}

function queryResult(
  operation: Operation,
  timeoutMs: number,
  extraHeaders: Record<string, string> | undefined,
): Source<OperationResult> {
  return make(({ next, complete }) => {
    const init = makeFetchOptions(operation, makeFetchBody(operation));
    const cancel = sendApiRequest(
      urlOf(operation.context.url),
      {
        method: init.method,
        headers: init.headers,
        body: typeof init.body === 'string' ? init.body : undefined,
        extraHeaders,
      },
      timeoutMs,
      (error, answer) => {
        next(
          error || !answer ? makeErrorResult(operation, error ?? new Error('No answer')) : resultOf(operation, answer),
        );
        complete();
      },
    );
    return () => cancel(new Error('The query was torn down'));
  });
}

/** As urql reads a whole answer: JSON (text/* that is not JSON fails with the text), an error status by its text. */
export function resultOf(operation: Operation, answer: ApiAnswer): OperationResult {
  const text = answer.body.toString('utf8');
  try {
    let payload: ExecutionResult;
    try {
      payload = JSON.parse(text) as ExecutionResult;
    } catch (error) {
      throw /text\//i.test(answer.headers['content-type'] ?? '') ? new Error(text) : error;
    }
    return makeResult(operation, payload);
  } catch (error) {
    const failedStatus = (answer.status < 200 || answer.status >= 300) && answer.statusText;
    return makeErrorResult(
      operation,
      failedStatus ? new Error(answer.statusText) : error instanceof Error ? error : new Error(String(error)),
    );
  }
}
