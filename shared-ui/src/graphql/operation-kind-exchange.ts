import { makeOperation, mapExchange, type Exchange, type Operation } from '@urql/core';

/**
 * Names the operation a request carries: `query`, `mutation` or `subscription`. A load balancer may send a request
 * marked `query` again to another instance when the first one died before answering (HAProxy's L7 retries, see the
 * README's operator's page), and must never do that with a write; the API answers 400 to a request marked `query` that
 * would run anything else, so the mark can never get a write replayed.
 */
export const OPERATION_KIND_HEADER = 'x-graphql-operation-kind';

/** Adds the operation's kind to the headers its fetch options give (the client's, read per request as before). */
export const operationKindExchange: Exchange = mapExchange({
  onOperation(operation) {
    if (operation.kind === 'teardown') return operation;
    const { fetchOptions } = operation.context;
    return makeOperation(operation.kind, operation, {
      ...operation.context,
      fetchOptions: () => {
        const base = typeof fetchOptions === 'function' ? fetchOptions() : (fetchOptions ?? {});
        return { ...base, headers: { ...plainHeaders(base.headers), [OPERATION_KIND_HEADER]: operation.kind } };
      },
    }) as Operation;
  },
});

function plainHeaders(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {};
  if (Array.isArray(headers) || headers instanceof Headers) return Object.fromEntries(new Headers(headers));
  return headers;
}
