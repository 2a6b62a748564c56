import type { Server, ServerOptions } from 'node:http';

/** A request's headers must all arrive within this (Node's default is 60 s). */
export const HEADERS_TIMEOUT_MS = 5_000;
/**
 * The whole request, headers and body (at most 100 kB), must arrive within this, or the client gets 408 and the
 * connection closes. Node's default (300 s, checked every 30 s) let a client trickling a body hold a connection for
 * about 335 s; this is room for a slow mobile link, not for a slowloris.
 */
export const REQUEST_TIMEOUT_MS = 10_000;
/** How often Node looks for requests over those limits (default 30 s, which would add up to 30 s to each). */
const CHECK_INTERVAL_MS = 1_000;
/** An idle keep-alive connection closes after this (Node's default, stated so a proxy in front can keep below it). */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** Options for http.createServer. Answers (an SSE subscription's stream too) are not limited: only receiving the request is. */
export const SERVER_TIMEOUT_OPTIONS: ServerOptions = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionsCheckingInterval: CHECK_INTERVAL_MS,
};

/** The settings that are properties rather than constructor options. */
export function applyKeepAliveTimeout(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
}
