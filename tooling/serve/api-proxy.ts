// /graphql, /media, /health and /oauth handed to the API over kept-alive connections, with the API's body limit
// answered here and event streams known, so a stopping server can cut them.
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Socket } from 'node:net';
import type { Express, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

/** The API's own request body limit (api/src/http/limits.ts, MAX_BODY_BYTES). */
const MAX_API_BODY_BYTES = 100_000;
/** Past this, an oversized body is not read to its end before the 413. */
const MAX_DRAINED_BYTES = 8 * 1024 * 1024;
/** What the proxy hands to the API (its pathFilter below). */
const API_PATHS = ['/graphql', '/media', '/health', '/oauth'];
const API_PATH = /^\/(graphql|media|health|oauth)(\/|$)/;

export const isApiPath = (path: string) => API_PATH.test(path);

export interface ApiProxyOptions {
  apiOrigin: string;
  /** The local address the proxy connects from (proxy-address.mjs). */
  apiSourceAddress: string | undefined;
  /** Filled with the sockets of the event streams being proxied, emptied as they close. */
  eventStreams: Set<Socket>;
}

/** Mounts the proxy on `app`, before compression: subscription responses are event streams and must not be buffered. */
export function mountApiProxy(app: Express, { apiOrigin, apiSourceAddress, eventStreams }: ApiProxyOptions): void {
  app.post('/graphql', refuseOversizedBodies);
  app.use(trackEventStreams(eventStreams));
  app.use(
    createProxyMiddleware({
      target: apiOrigin,
      // /oauth: sign-in through Google or GitHub, so its cookies are the site's own.
      pathFilter: API_PATHS,
      changeOrigin: false,
      xfwd: true,
      agent: keepAliveAgent(apiOrigin, apiSourceAddress),
    }),
  );
}

/**
 * A body over the API's limit is answered here: the API would stop reading it and close the connection, and the
 * proxy, still sending, could then answer 502 instead of the API's 413. The body is read to its end (when small
 * enough to be worth it) so the client is not cut off while sending and sees the answer.
 */
const refuseOversizedBodies: RequestHandler = (request, response, next) => {
  const length = Number(request.headers['content-length'] ?? 0);
  if (!(length > MAX_API_BODY_BYTES)) return next();
  response.status(413).set('Connection', 'close').type('application/json');
  const answer = () => response.end(JSON.stringify({ errors: [{ message: 'Request body too large' }] }));
  if (length > MAX_DRAINED_BYTES) return answer();
  request.resume();
  request.once('end', answer);
};

/**
 * A subscription's event stream never ends on its own: a stopping server cuts it (the browser subscribes again, to
 * another worker or the next process) instead of waiting for it.
 */
function trackEventStreams(eventStreams: Set<Socket>): RequestHandler {
  return (request, response, next) => {
    if (request.headers.accept?.includes('text/event-stream')) {
      const { socket } = request;
      eventStreams.add(socket);
      response.once('close', () => eventStreams.delete(socket));
    }
    next();
  };
}

/**
 * Reuses connections to the API: without an agent the proxy asks for `Connection: close` on every request.
 * Idle sockets are dropped after 4 s, before the API's own 5 s keep-alive timeout can close one under a request.
 */
function keepAliveAgent(target: string, localAddress: string | undefined): HttpAgent {
  const Agent = new URL(target).protocol === 'https:' ? HttpsAgent : HttpAgent;
  return new Agent({ keepAlive: true, scheduling: 'lifo', timeout: 4_000, localAddress });
}
