import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { TraceSpan } from '../tracing';

/**
 * What the API knows about the HTTP request it is answering, wherever in the work for it the code runs (resolvers,
 * stores, background steps started by it): its id for every log line, and what the GraphQL layer found out about it
 * for the request's own log line and metrics (http/request-observer.ts).
 */
export interface RequestContext {
  readonly requestId: string;
  /** The trace it belongs to: its span's, or the caller's `traceparent` when not traced here (for the log lines). */
  traceId?: string | undefined;
  /** Its span, with tracing on (tracing.ts). */
  span?: TraceSpan | undefined;
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

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/**
 * A request id as a load balancer or the shell's server sends it (HAProxy's unique-id-format, a UUID, a W3C trace
 * id): at most 128 letters, digits and `. _ : + / = -`. The same rule as tooling/serve/request-id.ts.
 */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:+/=-]{1,128}$/;

/** The incoming X-Request-Id when it is well formed; anything else (absent, too long, odd characters) gets a new id. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && WELL_FORMED_REQUEST_ID.test(header) ? header : randomUUID();
}
