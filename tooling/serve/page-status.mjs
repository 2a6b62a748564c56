// The HTTP status of a page of the site, so a path that is no page, and a brand or model that does not exist,
// answer 404 (search engines and link checkers read the status, not the not-found screen the app draws).
// The same routes as the shell and the remotes (spec section 2); brands and models are asked of the API, and
// answers are kept for a minute. Until pages are rendered on the server, this is where the status is decided.

const SITE_PAGES = new Set([
  '/', '/search', '/devices', '/auth/activate', '/auth/reset-password', '/reset-password',
  '/about', '/team', '/careers', '/press', '/contact', '/help', '/privacy', '/terms', '/cookies', '/faq',
  '/mobile', '/mobile/compare_mobile_models',
  '/laptop', '/laptop/compare_laptop_models',
  '/bike', '/bike/catalog', '/bike/admin',
  '/desktop', '/desktop/custom-pc-build',
]);

const CATALOGUE = {
  mobile: { category: 'MOBILE', model: 'mobileFeature' },
  laptop: { category: 'LAPTOP', model: 'laptopFeature' },
  bike: { category: 'BIKE', model: 'getBikeFeature' },
};

const CACHE_MS = 60_000;
const TIMEOUT_MS = 2_000;

/**
 * @param {string} apiOrigin where /graphql answers
 * @returns {(pathname: string) => Promise<200 | 404>}
 */
export function createPageStatus(apiOrigin) {
  /** @type {Map<string, { at: number, exists: Promise<boolean> }>} */
  const cache = new Map();

  async function ask(query, variables) {
    const response = await fetch(`${apiOrigin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`API answered ${response.status}`);
    return (await response.json()).data;
  }

  function exists(key, check) {
    const cached = cache.get(key);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.exists;
    // An API that cannot answer must not turn real pages into 404s: the page then says what went wrong.
    const answer = check().catch(() => true);
    cache.set(key, { at: Date.now(), exists: answer });
    return answer;
  }

  return async function pageStatus(pathname) {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (SITE_PAGES.has(path)) return 200;
    const segments = path.split('/').filter(Boolean).map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return null;
      }
    });
    const section = CATALOGUE[segments[0] ?? ''];
    if (!section || segments.includes(null) || segments.length < 2 || segments.length > 3) return 404;
    const [, company, model] = segments;
    const found = model
      ? await exists(`${segments[0]}/${company}/${model}`, async () => {
          const data = await ask(`query PageStatus($company: String!, $path: String!) { ${section.model}(company: $company, path: $path) { path } }`, { company, path: model });
          return Boolean(data?.[section.model]);
        })
      : await exists(`${segments[0]}/${company}`, async () => {
          const data = await ask('query PageStatus($category: CompanyCategory!) { companies(category: $category) { path } }', { category: section.category });
          return (data?.companies ?? []).some((entry) => entry.path === company.toLowerCase());
        });
    return found ? 200 : 404;
  };
}
