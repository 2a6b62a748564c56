// Sends a server-rendered page as cheaply as a static file: its bytes (plain, or gzip made once, see page-body.ts)
// written around this response's nonce, its validator answered with a 304 when the browser has it, and no step that
// reads the whole page again.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageBodyOf } from './page-body.ts';
import type { CachedPage } from './render-cache.ts';

export interface PageHeaders {
  cacheControl: string;
  /** hit (from the render cache), miss (rendered, kept when its policy allows) or bypass (not looked up). */
  renderCache: 'hit' | 'miss' | 'bypass';
  /** Whether the page carries its ETag (a shared 200) and so may be answered 304. */
  withEtag: boolean;
  /** Drawn on a fallback path: a part left to the browser or data missing (FALLBACK_HEADER). */
  fallback?: 'partial';
}

/**
 * Marks a page drawn on a fallback path (`partial`: a part left to the browser or its data missing; `browser`: the
 * whole page left to the browser after a failed render), so a client, a test or a log can tell a reduced page from a
 * whole one without reading it. Such a page is never kept (cache-policy.ts).
 */
export const FALLBACK_HEADER = 'X-Render-Fallback';

export function sendPage(
  request: IncomingMessage,
  response: ServerResponse,
  page: CachedPage,
  nonce: string,
  { cacheControl, renderCache, withEtag, fallback }: PageHeaders,
): void {
  response.statusCode = page.status;
  response.setHeader('X-Render-Cache', renderCache);
  if (fallback) response.setHeader(FALLBACK_HEADER, fallback);
  response.setHeader('Cache-Control', cacheControl);
  // No `Vary: Cookie`: the HTML of a shared page is the same whatever cookies come with it (most visitors carry
  // some), and the one page that differs, a preview, is `private, no-store`, so no shared cache ever stores it.
  response.setHeader('Vary', 'Accept-Encoding');
  if (withEtag) {
    response.setHeader('ETag', page.etag);
    if (isFresh(request.headers, page.etag)) {
      response.statusCode = 304;
      // A 304's headers replace the stored ones (RFC 9111 4.3.4): a fresh CSP would carry a nonce the browser's
      // copy of the page does not, and block its scripts. Without one, the copy keeps the policy it came with.
      response.removeHeader('Content-Security-Policy');
      response.end();
      return;
    }
  }
  const body = pageBodyOf(page);
  const gzip = acceptsGzip(request.headers['accept-encoding']);
  // The kept pieces around this response's nonce, written as they are: no copy of the page per response.
  const parts = gzip ? body.gzipParts(nonce) : body.plainParts(nonce);
  let length = 0;
  for (const part of parts) length += part.length;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  // Set before any compression middleware sees the answer: it leaves an encoded body alone.
  if (gzip) response.setHeader('Content-Encoding', 'gzip');
  response.setHeader('Content-Length', length);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  // Corked, the pieces leave in one write (writev) with the headers.
  response.cork();
  for (const part of parts) response.write(part);
  response.end();
}

/**
 * Whether the browser's copy is this page (If-None-Match, weak comparison, as express's `fresh`); a request asking
 * past every cache (Cache-Control: no-cache) always gets the page.
 */
export function isFresh(headers: IncomingMessage['headers'], etag: string): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (!ifNoneMatch) return false;
  if (headers['cache-control'] && /(?:^|,)\s*no-cache\s*(?:,|$)/.test(headers['cache-control'])) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = weakless(etag);
  return ifNoneMatch.split(',').some((tag) => weakless(tag.trim()) === bare);
}

const weakless = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** Whether Accept-Encoding allows gzip (named, or `*`, with a weight above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let anyCoding = false;
  for (const entry of header.split(',')) {
    const [name = '', ...parameters] = entry.split(';');
    const coding = name.trim().toLowerCase();
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') continue;
    const weight = parameters.map((parameter) => parameter.trim()).find((parameter) => /^q=/i.test(parameter));
    const accepted = weight === undefined || Number(weight.slice(2)) > 0;
    if (coding === '*') anyCoding = accepted;
    else return accepted;
  }
  return anyCoding;
}
