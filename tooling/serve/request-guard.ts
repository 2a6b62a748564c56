// What every request of a static server must be before any part of it is read: a Host that names a host (pages build
// their absolute URL from it) and one spelling of its path. The path is normalised once, judged (hidden files), and
// that same path is what the file server, the proxy and the page handler see: a block that tests one spelling while
// the file server reads another (`//server/server.js`, `/x/../server/server.js`) blocks nothing. Errors nobody
// expected answer a plain 500; the details go to the server's log, never to the client.
import { isIPv4, isIPv6 } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** A DNS name (letters, digits, `-`, `_` for container names), at most 253 characters, an optional final dot. */
const HOST_NAME =
  /^(?=.{1,253}\.?$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?\.)*[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?\.?$/i;
/** A name whose last label is a number is an IPv4 address to a URL parser: it must be one. */
const NUMERIC_LAST_LABEL = /(^|\.)(\d+|0x[0-9a-f]*)\.?$/i;
const HOST_HEADER = /^(\[[^\]]*\]|[^:[\]]+)(?::(\d{1,5}))?$/;

/** A host name or IP literal with an optional port from 1 to 65535, as the Host header must carry. */
function isValidHost(host: string | undefined): boolean {
  const match = host === undefined ? null : HOST_HEADER.exec(host);
  if (!match) return false;
  const [, name = '', port] = match;
  if (port !== undefined && !(Number(port) >= 1 && Number(port) <= 65_535)) return false;
  // No zone id (`%eth0`): it names an interface of the client's machine, not this server.
  if (name.startsWith('[')) return !name.includes('%') && isIPv6(name.slice(1, -1));
  return HOST_NAME.test(name) && (!NUMERIC_LAST_LABEL.test(name) || isIPv4(name));
}

/** A path as every reader of it decodes it, and spelled once (re-encoded) for them. */
interface NormalPath {
  decoded: string;
  encoded: string;
}

/**
 * The one spelling of a request's path: each segment decoded, empty and `.` segments dropped, `..` applied. Null
 * when it climbs above the root, does not decode, or a decoded segment holds `/`, `\` or NUL (what it names would
 * depend on who reads it).
 */
function normalPathOf(rawPath: string): NormalPath | null {
  if (!rawPath.startsWith('/')) return null;
  const segments: string[] = [];
  /** Whether the last segment names a directory (`/mobile/`, `/a/.`): pages see the slash they were asked with. */
  let directory = false;
  for (const part of rawPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (/[/\\\0]/.test(segment)) return null;
    if (segment === '..' && segments.pop() === undefined) return null;
    directory = segment === '' || segment === '.' || segment === '..';
    if (!directory) segments.push(segment);
  }
  const slash = directory && segments.length > 0 ? '/' : '';
  return {
    decoded: `/${segments.join('/')}${slash}`,
    encoded: `/${segments.map(encodeURIComponent).join('/')}${slash}`,
  };
}

function refuse(response: Response, status: 400 | 404): void {
  response.status(status).set('Cache-Control', 'no-store').type('text/plain').send(STATUS_CODES[status]);
}

/**
 * First of every server's middleware: a request with a Host that is no host, or a path that is not a path from the
 * root (an absolute-form target: this is no proxy), is answered 400; a `hidden` path (judged decoded) 404; every
 * other request goes on with its path normalised, the query as it came.
 */
export function guardRequests(hidden: (decodedPath: string) => boolean): RequestHandler {
  return (request, response, next) => {
    if (!isValidHost(request.headers.host)) return refuse(response, 400);
    const queryAt = request.url.indexOf('?');
    const path = normalPathOf(queryAt < 0 ? request.url : request.url.slice(0, queryAt));
    if (!path) return refuse(response, 400);
    if (hidden(path.decoded.replace(/\/+$/, ''))) return refuse(response, 404);
    request.url = path.encoded + (queryAt < 0 ? '' : request.url.slice(queryAt));
    next();
  };
}

/**
 * Last of every server's middleware: an error's own client status (4xx, e.g. from the file server) with its plain
 * name, anything else a plain 500; never a stack, a message or a path. Unexpected errors are logged here instead.
 */
export function answerErrors(log: (message: string) => void = console.error) {
  return (error: unknown, request: Request, response: Response, _next: NextFunction): void => {
    const status = clientStatusOf(error) ?? 500;
    if (status === 500) log(`${request.method} ${request.url} failed: ${stackOf(error)}`);
    // Part of an answer is out: the client sees it cut off rather than a page of another kind spliced into it.
    if (response.headersSent) return void response.destroy();
    response
      .status(status)
      .set('Cache-Control', 'no-store')
      .type('text/plain')
      .send(status === 500 ? 'Internal server error' : STATUS_CODES[status]);
  };
}

function clientStatusOf(error: unknown): number | undefined {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const code = status ?? statusCode;
  return typeof code === 'number' && code >= 400 && code < 500 ? code : undefined;
}

/** The error's stack, also for an error of another realm (`instanceof Error` is false for it). */
function stackOf(error: unknown): string {
  const stack = (error as { stack?: unknown } | null)?.stack;
  return typeof stack === 'string' ? stack : String(error);
}
