import { cacheControlOf, hasPersonalCookie, pagePolicyOf, renderCacheTtlMs } from '../cache-policy.ts';

describe('the cache policy of a page', () => {
  it('lets shared caches keep anonymous pages, each route for its own time', () => {
    expect(cacheControlOf(pagePolicyOf('/'), 200, false)).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
    );
    expect(cacheControlOf(pagePolicyOf('/mobile/apple/iphone-17-pro'), 200, false)).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(cacheControlOf(pagePolicyOf('/privacy/'), 200, false)).toBe(
      'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
    );
    expect(renderCacheTtlMs(pagePolicyOf('/mobile'), 200, false)).toBe(60_000);
  });

  it('keeps token and admin pages private', () => {
    for (const path of ['/auth/activate', '/reset-password', '/bike/admin', '/mobile/admin/edit']) {
      expect(cacheControlOf(pagePolicyOf(path), 200, false)).toBe('private, no-store');
      expect(renderCacheTtlMs(pagePolicyOf(path), 200, false)).toBe(0);
    }
  });

  it('keeps no error page, and lets no shared cache keep a page drawn on a fallback path', () => {
    expect(cacheControlOf(pagePolicyOf('/mobile/x'), 404, false)).toBe('no-cache');
    expect(renderCacheTtlMs(pagePolicyOf('/mobile/x'), 404, false)).toBe(0);
    for (const status of [200, 404]) {
      expect(cacheControlOf(pagePolicyOf('/mobile'), status, true)).toBe('private, no-store');
      expect(renderCacheTtlMs(pagePolicyOf('/mobile'), status, true)).toBe(0);
    }
  });

  it('knows the preview cookie, and no other, changes a page', () => {
    expect(hasPersonalCookie('theme=dark; gadgets_preview=abc.def')).toBe(true);
    expect(hasPersonalCookie('theme=dark; other_gadgets_preview=1')).toBe(false);
    expect(hasPersonalCookie(undefined)).toBe(false);
  });
});
