import { currentRequest as currentServerRequest, type RequestContext } from '@gadgets/server-kit';

export { requestIdOf, runInRequest } from '@gadgets/server-kit';

/**
 * What the API knows about the HTTP request it is answering, wherever in the work for it the code runs (resolvers,
 * stores, background steps started by it): server-kit's request (its id and trace, for every log line), and what the
 * GraphQL layer found out about it for the request's own log line and metrics (http/request-observer.ts).
 */
export interface ApiRequest extends RequestContext {
  /** The GraphQL operation's name (a GraphQL name: letters, digits and _), once parsed. */
  operation?: string;
  operationType?: 'query' | 'mutation' | 'subscription';
  /** The operation ran (it passed parsing, validation and the limits). */
  executed?: boolean;
  /** The answer carried GraphQL errors. */
  graphqlErrors?: boolean;
  /** One of them was a bug, masked for the client. */
  unexpectedError?: boolean;
}

/** The request being answered: the API's HTTP layer starts every one with an `ApiRequest`. */
export function currentRequest(): ApiRequest | undefined {
  return currentServerRequest<ApiRequest>();
}
