import type { Config } from '../config';

/**
 * Who may read our answers from a browser: the site's own origins with credentials (the refresh cookie, a bearer
 * token); integrators' pages (CORS_PUBLIC_ORIGINS) anonymously only: the API drops their cookies and bearer tokens
 * and sets no cookie, so a partner page can show the catalogue but never mint a visitor's token or read their data.
 * Anything else, `Origin: null` (sandboxed frames, file pages) included, gets no CORS headers at all.
 */
export type OriginKind = 'site' | 'public' | null;

export function originKind(config: Pick<Config, 'corsOrigins' | 'corsPublicOrigins'>, origin: string | null | undefined): OriginKind {
  if (!origin || origin === 'null') return null;
  // Listed as public wins, so an integrator can be moved out of the credentialed list without editing it.
  if (config.corsPublicOrigins.includes(origin)) return 'public';
  return config.corsOrigins.includes(origin) ? 'site' : null;
}

const ALLOWED_HEADERS = ['content-type', 'authorization', 'x-graphql-csrf', 'accept'];

/** Yoga's CORS options for one request (false: no CORS headers). */
export function corsOptionsFor(config: Pick<Config, 'corsOrigins' | 'corsPublicOrigins'>, request: Request) {
  const origin = request.headers.get('origin');
  if (!originKind(config, origin)) return false as const;
  // Integrator pages still get Allow-Credentials today because the embedded client fetches with credentials
  // 'include'; what they send is ignored (see graphql-endpoint's context), so nothing of a visitor is readable.
  return { origin: [origin!], credentials: true, allowedHeaders: ALLOWED_HEADERS, methods: ['GET', 'POST', 'OPTIONS'] };
}

/** The same answer as plain headers, for responses written outside Yoga (413). */
export function corsHeadersFor(config: Pick<Config, 'corsOrigins' | 'corsPublicOrigins'>, origin: string | undefined): Record<string, string> {
  return originKind(config, origin) ? { 'access-control-allow-origin': origin!, 'access-control-allow-credentials': 'true', vary: 'Origin' } : {};
}
