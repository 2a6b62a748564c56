import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerLog } from '@gadgets/server-kit';
import { operationLabel, type ApiMetrics, type GraphqlErrorKind, type HttpRoute } from '../metrics/api-metrics';
import { requestIdOf, runInRequest, type ApiRequest } from '../shared/request-context';
import { traceIdOf, traceparentOf, type Tracing } from '@gadgets/server-kit';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

function routeOf(pathname: string): HttpRoute {
  if (pathname === '/graphql') return 'graphql';
  if (pathname === '/health' || pathname === '/health/ready') return 'health';
  if (pathname.startsWith('/media/')) return 'media';
  if (pathname.startsWith('/oauth/')) return 'oauth';
  return 'other';
}

/** What a /graphql answer counts as on the error counter, from its status and what the GraphQL layer saw. */
function errorKindOf(context: ApiRequest, status: number): GraphqlErrorKind | null {
  if (context.unexpectedError || status >= 500) return 'unexpected';
  if (!context.graphqlErrors && status < 400) return null;
  return context.executed ? 'expected' : 'rejected';
}

/** The path without the query (a GET may carry variables there), cut at 200 characters. */
function pathOf(url: string | undefined = '/'): string {
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

/**
 * Every request of the API, seen from outside: it gets a request id (the caller's X-Request-Id when well formed, see
 * request-context.ts), answered in X-Request-Id and carried by every log line written while it is answered, with the
 * caller's trace id; with tracing on, a span (a child of the caller's `traceparent`). Once its answer is finished (or
 * its connection gone), one log line (`request`: method, path without the query, status, time, GraphQL operation),
 * its metrics, and its span's end. Health checks log at debug: a load balancer asks every few seconds.
 */
export function observeRequests(
  listener: Listener,
  { logger, metrics, tracing }: { logger: ServerLog; metrics: ApiMetrics; tracing?: Tracing | undefined },
) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const started = performance.now();
    const traceparent = traceparentOf(req.headers.traceparent);
    const context: ApiRequest = {
      requestId: requestIdOf(req.headers['x-request-id']),
      traceId: traceIdOf(traceparent),
    };
    const path = pathOf(req.url);
    const route = routeOf(path);
    if (tracing) {
      context.span = tracing.requestSpan(`${req.method} ${route}`, traceparent, {
        'http.request.method': req.method,
        'url.path': path,
        'http.request.id': context.requestId,
      });
      context.traceId = context.span.traceId;
    }
    res.setHeader('x-request-id', context.requestId);
    res.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      // A connection gone before the answer was sent: 499, as proxies log it.
      const status = res.writableFinished ? res.statusCode : 499;
      metrics.httpRequest(route, status);
      if (route === 'graphql' && req.method !== 'OPTIONS') {
        const stream = context.operationType === 'subscription';
        metrics.graphqlRequest(context.operation, stream ? null : seconds, errorKindOf(context, status));
      }
      const fields = {
        reqId: context.requestId,
        ...(context.traceId ? { traceId: context.traceId } : {}),
        method: req.method,
        path,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        ...(context.operation ? { operation: context.operation, operationType: context.operationType } : {}),
      };
      if (route === 'health') logger.debug('request', fields);
      else logger.info('request', fields);
      endSpan(context, status);
    });
    runInRequest(context, () => listener(req, res));
  };
}

/** The request's span, named by its operation (the site's own names, else "other": span names stay few). */
function endSpan({ span, operation, operationType, unexpectedError }: ApiRequest, status: number) {
  if (!span) return;
  span.setAttributes({
    'http.response.status_code': status,
    'graphql.operation.name': operation,
    'graphql.operation.type': operationType,
  });
  if (operationType) span.updateName(`${operationType} ${operationLabel(operation)}`);
  span.end(unexpectedError || status >= 500);
}
