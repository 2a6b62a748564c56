// Answers every page request of a static server: the shell renders it on the server (remotes included), from its
// render cache when the request may share it; otherwise (a remote's own origin, or rendering failed) the browser
// renders it, with 404 when the path is no page of the site. Every page gets the page security headers and a fresh
// CSP nonce.
import type { NextFunction, Request, Response } from 'express';
import {
  cacheControlOf,
  FALLBACK_CACHE_CONTROL,
  hasPersonalCookie,
  pagePolicyOf,
  renderCacheTtlMs,
  type PagePolicy,
} from './cache-policy.ts';
import { createPageRoutes, createPageStatus } from './page-status.ts';
import { FALLBACK_HEADER, sendPage } from './page-response.ts';
import type { RegistryFile, RegistrySnapshot } from './registry-file.ts';
import { singleFlight, type CachedPage, type RenderStore } from './render-cache.ts';
import type { PageFacts } from './request-observer.ts';
import { contentSecurityPolicy, createNonce, remoteOriginsOf } from './security-headers.ts';
import { withScriptNonce, type PageInputs, type Preview, type ServerRenderer } from './server-render.ts';

export interface PageHandlerOptions {
  /** The page as built (index.html), rendered in the browser; none: a deploy root, which has no page. */
  browserPage: string | null;
  registry: RegistryFile;
  renderer: ServerRenderer | null;
  store: RenderStore | null;
  /** How long each page may be kept (cache-policy.ts). */
  policyOf?: (pathname: string) => PagePolicy;
  /** The shell's own page paths (its route table); none: every path outside the sections is a 404. */
  shellPages?: ReadonlySet<string>;
  /** The preview a request asks for with its cookie (preview.mjs), if any. */
  previewOf: (request: Request) => Preview | null;
  /** Origins of remotes the page mounts beyond the remote map's, and an API the page calls directly. */
  remoteOrigins?: string[];
  apiOrigins?: string[];
  log?: (message: string) => void;
}

/** What a render answers, the page in the form it is kept and sent. */
type Answer = { kind: 'redirect'; status: number; location: string } | { kind: 'page'; page: CachedPage };

const originOf = (url: string) => new URL(url).origin;

/** Paths of files, not pages: `index.html` aside, the last segment has an extension. */
const FILE_PATH = /\.[a-z0-9]+$/i;

export function createPageHandler(options: PageHandlerOptions) {
  const { registry, renderer, store, previewOf } = options;
  const policyOf = options.policyOf ?? pagePolicyOf;
  const log = options.log ?? ((message: string) => console.error(message));
  const pageStatus = createPageStatus(registry, options.shellPages ?? new Set());
  const pageRoute = createPageRoutes(registry, options.shellPages ?? new Set());
  const renderOnce = singleFlight<Answer | null>();

  // The policy changes with the remote map only; each response puts its own nonce into it.
  const cspParts = memoizeLast((snapshot: RegistrySnapshot) =>
    contentSecurityPolicy({
      nonce: NONCE_SLOT,
      remoteOrigins: [...remoteOriginsOf(snapshot), ...(options.remoteOrigins ?? [])],
      apiOrigins: options.apiOrigins ?? [],
    }).split(NONCE_SLOT),
  );

  /**
   * The headers of every page: its policy allows scripts from this origin, the remotes it loads, and inline
   * scripts carrying the returned nonce, fresh for every response.
   */
  function setPageHeaders(request: Request, response: Response): string {
    const nonce = createNonce();
    // A preview whose candidate is staged on a host of its own: that origin enters this browser's policy only.
    const candidate = previewOf(request)?.manifest;
    const parts = candidate
      ? contentSecurityPolicy({
          nonce: NONCE_SLOT,
          remoteOrigins: [
            ...remoteOriginsOf(registry.current()),
            ...(options.remoteOrigins ?? []),
            originOf(candidate),
          ],
          apiOrigins: options.apiOrigins ?? [],
        }).split(NONCE_SLOT)
      : cspParts(registry.current());
    response.setHeader('Content-Security-Policy', parts.join(nonce));
    response.setHeader('X-Frame-Options', 'DENY');
    response.setHeader('Cache-Control', 'no-cache');
    return nonce;
  }

  /**
   * The browser-rendered page, with 404 when the path is no page of the site. Where the server renders pages it is
   * the fallback of a failed render: marked so, and kept by no cache (the next request may well render).
   */
  function sendBrowserPage(response: Response, nonce: string, path: string): void {
    if (renderer) {
      response.setHeader(FALLBACK_HEADER, 'browser');
      response.setHeader('Cache-Control', FALLBACK_CACHE_CONTROL);
    }
    response.status(pageStatus(path));
    response.type('html').send(withScriptNonce(options.browserPage!, nonce));
  }

  /** The render of a page, kept when its policy allows it. */
  async function render(renderer: ServerRenderer, inputs: PageInputs): Promise<Answer | null> {
    const rendered = await renderer.render(inputs, log);
    if (rendered?.kind !== 'page') return rendered;
    const { kind: _kind, ...page } = rendered;
    return { kind: 'page', page };
  }

  /**
   * A server-rendered page: from the render cache when this request may share it (no preview, a shared route),
   * else rendered. Answered with the route's Cache-Control, an ETag over the content (a 304 when it matches
   * If-None-Match) and X-Render-Cache: hit, miss, or bypass (not looked up). False when rendering failed.
   */
  async function sendRenderedPage(request: Request, response: Response, nonce: string): Promise<boolean> {
    if (!renderer) return false;
    // request.url: the path as request-guard.ts normalised it, with the query; the Host is checked there too.
    const url = `${request.protocol}://${request.get('host')}${request.url}`;
    const preview = previewOf(request);
    const inputs = await renderer.inputsOf(url, preview);
    if (!inputs) {
      log(
        `server rendering of ${request.url} failed, serving the browser-rendered page: ${registry.file} cannot be read`,
      );
      return false;
    }
    const policy: PagePolicy =
      preview || hasPersonalCookie(request.headers.cookie)
        ? { kind: 'private', reason: 'preview' }
        : policyOf(request.path);
    const key = store && policy.kind === 'shared' ? `${inputs.generation}|${url}` : undefined;
    const kept = key ? await store!.get(key) : undefined;
    let answer: Answer | null;
    if (kept) answer = { kind: 'page', page: kept };
    else if (key)
      answer = await renderOnce(key, async () => {
        const rendered = await render(renderer, inputs);
        if (rendered?.kind === 'page') {
          const ttlMs = renderCacheTtlMs(policy, rendered.page.status, rendered.page.degraded);
          // Not waited for: the visitor need not wait on Redis.
          if (ttlMs > 0) void store!.set(key, rendered.page, ttlMs);
        }
        return rendered;
      });
    else answer = await render(renderer, inputs);
    if (!answer) return false;
    const renderCache = !key ? 'bypass' : kept ? 'hit' : 'miss';
    (response.locals.page as PageFacts).renderCache = renderCache;
    if (answer.kind === 'redirect') {
      response.setHeader('X-Render-Cache', renderCache);
      response.redirect(answer.status, answer.location);
      return true;
    }
    const { page } = answer;
    sendPage(request, response, page, nonce, {
      cacheControl: cacheControlOf(policy, page.status, page.degraded),
      renderCache,
      withEtag: policy.kind === 'shared' && page.status === 200 && !page.degraded,
      fallback: page.degraded ? 'partial' : undefined,
    });
    return true;
  }

  return function answerPage(request: Request, response: Response, next: NextFunction): void {
    const path = request.path.replace(/(^|\/)index\.html$/, '$1');
    if (options.browserPage === null || !['GET', 'HEAD'].includes(request.method) || FILE_PATH.test(path)) {
      response.status(404).type('text/plain').send('Not found');
      return;
    }
    // For the request's log line and metrics (request-observer.ts): the route, never the path.
    response.locals.page = { route: pageRoute(path) ?? 'unmatched' } satisfies PageFacts;
    const nonce = setPageHeaders(request, response);
    sendRenderedPage(request, response, nonce).then(
      (rendered) => rendered || sendBrowserPage(response, nonce, path),
      next,
    );
  };
}

/** Where the nonce goes in a policy built ahead of the response. */
const NONCE_SLOT = '\0nonce\0';

/** `compute` for the last argument it was called with, computed again only for another one. */
function memoizeLast<A, R>(compute: (argument: A) => R): (argument: A) => R {
  let last: { argument: A; result: R } | undefined;
  return (argument) => {
    if (last?.argument !== argument) last = { argument, result: compute(argument) };
    return last.result;
  };
}
