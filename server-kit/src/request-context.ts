import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { TraceSpan } from './tracing';

/**
 * The HTTP request a server is answering, wherever in the work for it the code runs (the API's resolvers and stores,
 * the shell's page render and its calls to the API): its id for every log line, and its trace. A server may keep
 * more about it in an object of a wider type (the API's GraphQL operation, for its request log line).
 */
export interface RequestContext {
  readonly requestId: string;
  /** The caller's `traceparent`, when well formed: this server's spans join the caller's trace. */
  readonly traceparent?: string | undefined;
  /** The trace it belongs to: its span's, or the caller's when not traced here (for the log lines). */
  traceId?: string | undefined;
  /** Its span, with tracing on (tracing.ts). */
  span?: TraceSpan | undefined;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The request being answered; the object `runInRequest` was given (a server that gives a wider type reads it so). */
export function currentRequest<Context extends RequestContext = RequestContext>(): Context | undefined {
  return storage.getStore() as Context | undefined;
}

/**
 * A request id as a load balancer or the shell's server sends it (HAProxy's unique-id-format, a UUID, a W3C trace
 * id): at most 128 letters, digits and `. _ : + / = -`.
 */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:+/=-]{1,128}$/;

/**
 * The incoming X-Request-Id when it is well formed (kept, so the load balancer's id travels on); anything else
 * (absent, too long, odd characters) gets a new id.
 */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && WELL_FORMED_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * What a server's own calls to another (the shell's render calling the API) send along for the request being
 * answered: its id, and the trace context that makes the callee's span a child of `span`, of the request's span, or
 * of the caller's.
 */
export function forwardedHeaders(span?: TraceSpan): Record<string, string> | undefined {
  const request = currentRequest();
  if (!request) return undefined;
  const traceparent = (span ?? request.span)?.traceparent ?? request.traceparent;
  return traceparent ? { 'x-request-id': request.requestId, traceparent } : { 'x-request-id': request.requestId };
}
