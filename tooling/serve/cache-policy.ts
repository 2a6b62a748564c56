// How long a shared cache (a CDN, or this server's render cache) may keep a server-rendered page. The server renders
// every page as a first-time, signed-out visitor sees it: account, theme and compare list live in the browser and
// are applied there, and the refresh cookie is sent to /graphql only. So a page's HTML is the same for every visitor,
// except a preview (its cookie) and pages whose address carries a visitor's secret (an activation or reset token).

export type PagePolicy =
  { kind: 'shared'; sMaxAge: number; staleWhileRevalidate: number } | { kind: 'private'; reason: string };

/** The cookie that changes what the server renders (preview.mjs's PREVIEW_COOKIE). */
const PERSONAL_COOKIES = ['gadgets_preview'];

/** Pages whose address carries a visitor's token, and admin consoles: never kept by anyone but the visitor. */
const PRIVATE_PATHS = [/^\/auth\//, /^\/reset-password(\/|$)/, /(^|\/)admin(\/|$)/];

/** The shell's own pages that change only with a release. */
const SITE_PAGES = /^\/(about|team|careers|press|contact|help|privacy|terms|cookies|faq)$/;

/** Seconds. The home page lists what is new and popular; catalogue pages change with an admin's publish or a comment. */
const HOME = { sMaxAge: 30, staleWhileRevalidate: 60 };
const CATALOGUE = { sMaxAge: 60, staleWhileRevalidate: 300 };
const STATIC_PAGE = { sMaxAge: 3600, staleWhileRevalidate: 86_400 };

/**
 * A page drawn on a fallback path (a remote or its data failed, or the whole render): kept by no cache, neither a
 * shared one nor this server's, so the next visitor gets the whole page as soon as it renders.
 */
export const FALLBACK_CACHE_CONTROL = 'private, no-store';

/** The policy of a path (without its query). */
export function pagePolicyOf(pathname: string): PagePolicy {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (PRIVATE_PATHS.some((pattern) => pattern.test(path))) return { kind: 'private', reason: 'visitor page' };
  if (path === '/') return { kind: 'shared', ...HOME };
  if (SITE_PAGES.test(path)) return { kind: 'shared', ...STATIC_PAGE };
  return { kind: 'shared', ...CATALOGUE };
}

/** Whether a request carries a cookie that changes its page. */
export function hasPersonalCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => PERSONAL_COOKIES.includes(part.trim().split('=')[0] ?? ''));
}

/**
 * The Cache-Control of a page: browsers revalidate every time (max-age=0, with the ETag), shared caches keep it for
 * the policy's time; only a whole 200 is kept.
 */
export function cacheControlOf(policy: PagePolicy, status: number, degraded: boolean): string {
  if (policy.kind === 'private') return 'private, no-store';
  if (degraded) return FALLBACK_CACHE_CONTROL;
  if (status !== 200) return 'no-cache';
  return `public, max-age=0, s-maxage=${policy.sMaxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`;
}

/** How long this server's own render cache keeps a page, in ms; 0 is not at all. */
export function renderCacheTtlMs(policy: PagePolicy, status: number, degraded: boolean): number {
  if (policy.kind === 'private' || status !== 200 || degraded) return 0;
  return policy.sMaxAge * 1000;
}
