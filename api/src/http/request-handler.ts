import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createDrawingCaptions } from '../media/drawing-captions';
import { isMediaPath, renderMedia } from '../media/drawings';
import type { GraphqlEndpoint } from './graphql-endpoint';
import { corsHeadersFor } from './cors-policy';
import { MAX_BODY_BYTES } from './limits';
import type { ServerLifecycle } from '@gadgets/server-kit';
import { readLimitedBody } from './request-body';

/** Answers a request it knows (returning true), or returns false. */
export type RouteHandler = (req: IncomingMessage, res: ServerResponse, pathname: string, search: string) => boolean;

/**
 * The API's HTTP surface: /graphql (with a streamed body limit), /health (alive), /health/ready, /media/*, the sign-in providers'
 * /oauth/<provider>/start and /callback, and 404 for the rest.
 */
export function createRequestHandler({
  config,
  db,
  yoga,
  signInRoutes,
  lifecycle,
}: {
  config: Config;
  db: Database;
  yoga: GraphqlEndpoint;
  signInRoutes: RouteHandler;
  lifecycle: ServerLifecycle;
}) {
  const drawingCaptionOf = createDrawingCaptions(db);
  return (req: IncomingMessage, res: ServerResponse) => {
    lifecycle.track(res);
    const url = req.url ?? '/';
    const queryStart = url.indexOf('?');
    const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
    if (pathname === '/graphql') {
      if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') {
        void yoga(req, res);
        return;
      }
      // Count the bytes that really arrive (a chunked body has no content-length) and stop at the limit.
      readLimitedBody(req, MAX_BODY_BYTES).then(
        (body) => {
          if (body === null) {
            // Same CORS answer as Yoga would give, so a browser can read the 413.
            const cors = corsHeadersFor(config, req.headers.origin);
            res.writeHead(413, { 'content-type': 'application/json', connection: 'close', ...cors });
            res.end(JSON.stringify({ errors: [{ message: 'Request body too large' }] }));
            res.once('finish', () => req.destroy());
            return;
          }
          if (body.length > 0) (req as IncomingMessage & { body?: Buffer }).body = body;
          void yoga(req, res);
        },
        () => {
          if (!res.headersSent) res.writeHead(400, { 'content-type': 'application/json', connection: 'close' });
          res.end(JSON.stringify({ errors: [{ message: 'Could not read the request body' }] }));
        },
      );
      return;
    }
    if (pathname === '/health' && (req.method === 'GET' || req.method === 'HEAD')) {
      // health: the database answers
      db.query('SELECT 1').then(
        () => {
          res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
          res.end(JSON.stringify({ status: 'ok', database: db.kind, redis: Boolean(config.redisUrl) }));
        },
        () => {
          res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
          res.end(JSON.stringify({ status: 'unavailable', database: db.kind }));
        },
      );
      return;
    }
    if (pathname === '/health/ready' && (req.method === 'GET' || req.method === 'HEAD')) {
      answerReadiness(res, db, lifecycle);
      return;
    }
    if (pathname.startsWith('/oauth/') && signInRoutes(req, res, pathname, queryStart < 0 ? '' : url.slice(queryStart)))
      return;
    if (isMediaPath(pathname) && (req.method === 'GET' || req.method === 'HEAD')) {
      // Without the database the drawing still answers, captioned with its address's words.
      void drawingCaptionOf(pathname)
        .catch(() => null)
        .then((caption) => {
          res.writeHead(200, {
            'content-type': 'image/svg+xml; charset=utf-8',
            'cache-control': 'public, max-age=86400',
            'access-control-allow-origin': '*',
          });
          res.end(req.method === 'HEAD' ? undefined : renderMedia(pathname, caption));
        });
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'Not found' }));
  };
}

/** How long the readiness check waits for the database before it says the instance is not ready. */
const READINESS_QUERY_MS = 2_000;

/**
 * Ready: the database answers (migrations ran before the server listened) and the instance is not draining.
 * A load balancer sends requests only to a ready instance; /health stays the liveness check (is the process serving).
 */
function answerReadiness(res: ServerResponse, db: Database, lifecycle: ServerLifecycle) {
  const answer = (status: number, body: Record<string, unknown>) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  if (lifecycle.state !== 'ready') return answer(503, { status: lifecycle.state });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the database did not answer in time')), READINESS_QUERY_MS);
  });
  // health: the database answers
  Promise.race([db.query('SELECT 1'), timeout])
    .then(
      () => answer(lifecycle.state === 'ready' ? 200 : 503, { status: lifecycle.state }),
      () => answer(503, { status: 'unavailable', database: db.kind }),
    )
    .finally(() => clearTimeout(timer));
}
