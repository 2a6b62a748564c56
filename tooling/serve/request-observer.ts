// First of every server's middleware, before the request guard: the request's id (the load balancer's X-Request-Id
// when well formed, else a new one), answered in X-Request-Id, passed on to the API by the proxy and by the page's
// render (request-context.ts), on every log line written while it is answered; then, once it is answered, its log
// line (`request`: method, path without the query, status, time, kind, page route, render cache) and its metrics.
import type { Request, RequestHandler, Response } from 'express';
import {
  requestIdOf,
  runInRequest,
  traceIdOf,
  traceparentOf,
  type RequestContext,
  type ServerLog,
  type Tracing,
} from '@gadgets/server-kit';
import type { RenderCacheResult, RequestKind, ShellMetrics } from './shell-metrics.ts';

/** What the page handler tells of a page it answered (on response.locals.page). */
export interface PageFacts {
  route: string;
  renderCache?: RenderCacheResult;
}

export function pageFactsOf(response: Response): PageFacts | undefined {
  return response.locals.page as PageFacts | undefined;
}

export function observeRequests({
  log,
  metrics,
  isApiPath,
  tracing,
}: {
  log: ServerLog;
  metrics: ShellMetrics;
  /** Paths proxied to the API. */
  isApiPath: (path: string) => boolean;
  tracing?: Tracing | undefined;
}): RequestHandler {
  return (request, response, next) => {
    const started = performance.now();
    const requestId = requestIdOf(request.headers['x-request-id']);
    const traceparent = traceparentOf(request.headers.traceparent);
    const span = tracing?.requestSpan(`${request.method} request`, traceparent, {
      'http.request.method': request.method,
      'http.request.id': requestId,
    });
    const context: RequestContext = { requestId, traceparent, span, traceId: span?.traceId ?? traceIdOf(traceparent) };
    // The proxy passes the request's headers on to the API: the id it is known by here, and the trace context that
    // makes the API's span a child of this request's (the caller's when not traced here; never a malformed one).
    request.headers['x-request-id'] = context.requestId;
    const forwardedTrace = span?.traceparent ?? traceparent;
    if (forwardedTrace) request.headers.traceparent = forwardedTrace;
    else delete request.headers.traceparent;
    response.setHeader('X-Request-Id', context.requestId);
    response.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      // A connection gone before the answer was sent: 499, as proxies log it.
      const status = response.writableFinished ? response.statusCode : 499;
      const path = pathOf(request);
      const page = pageFactsOf(response);
      const kind: RequestKind = page ? 'page' : isApiPath(path) ? 'api' : /\.[^/]*$/.test(path) ? 'file' : 'other';
      metrics.request(kind, status);
      if (page) metrics.page(page.route, status, seconds, page.renderCache);
      const fields = {
        reqId: context.requestId,
        ...(context.traceId ? { traceId: context.traceId } : {}),
        method: request.method,
        path: path.length > 200 ? `${path.slice(0, 200)}…` : path,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        kind,
        ...(page ? { route: page.route, renderCache: page.renderCache } : {}),
      };
      // Files are many and a CDN's business: their lines at debug, unless they failed.
      if (kind === 'page' || kind === 'api' || status >= 500) log.info('request', fields);
      else log.debug('request', fields);
      if (span) {
        span.setAttributes({ 'http.response.status_code': status, 'http.route': page?.route, 'url.path': fields.path });
        span.updateName(`${request.method} ${page?.route ?? kind}`);
        span.end(status >= 500);
      }
    });
    runInRequest(context, next);
  };
}

/** The path as the request guard normalised it (as it was sent, for one it refused), without the query. */
function pathOf(request: Request): string {
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  return queryAt < 0 ? url : url.slice(0, queryAt);
}
