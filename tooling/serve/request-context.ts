// The request a server is answering, wherever its work runs (the page's render, the render's calls to the API): its
// id for the server's log lines and for the API, and the caller's W3C trace context to pass on.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { TraceSpan } from './tracing.ts';

export interface RequestContext {
  readonly requestId: string;
  /** The caller's `traceparent`, when well formed: the API's spans join the caller's trace. */
  readonly traceparent?: string | undefined;
  /** The trace it belongs to (its span's, or the caller's), for the log lines. */
  readonly traceId?: string | undefined;
  /** Its span, with tracing on (tracing.ts). */
  readonly span?: TraceSpan | undefined;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/**
 * A request id as a load balancer sends it (HAProxy's unique-id-format, a UUID, a W3C trace id): at most 128
 * letters, digits and `. _ : + / = -`. The API applies the same rule (api/src/shared/request-context.ts).
 */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:+/=-]{1,128}$/;
/** W3C Trace Context, version 00: `00-<trace id>-<parent id>-<flags>`, ids not all zeros. */
const TRACEPARENT = /^00-(?!0{32})([0-9a-f]{32})-(?!0{16})[0-9a-f]{16}-[0-9a-f]{2}$/;

/** The incoming X-Request-Id when well formed (kept, so the load balancer's id travels on), else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && WELL_FORMED_REQUEST_ID.test(header) ? header : randomUUID();
}

export function traceparentOf(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && TRACEPARENT.test(header) ? header : undefined;
}

export function traceIdOf(traceparent: string | undefined): string | undefined {
  return traceparent ? TRACEPARENT.exec(traceparent)?.[1] : undefined;
}

/**
 * What the server's own calls to the API send along for the request being answered: its id, and the trace context
 * that makes the API's span a child of `span` (the render's), of the request's span, or of the caller's.
 */
export function forwardedHeaders(span?: TraceSpan): Record<string, string> | undefined {
  const request = currentRequest();
  if (!request) return undefined;
  const traceparent = (span ?? request.span)?.traceparent ?? request.traceparent;
  return traceparent ? { 'x-request-id': request.requestId, traceparent } : { 'x-request-id': request.requestId };
}
