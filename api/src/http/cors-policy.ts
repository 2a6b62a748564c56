import type { Config } from '../config';
import { OPERATION_KIND_HEADER } from './operation-kind';

/**
 * Who may read our answers from a browser: the site's own origins with credentials (the refresh cookie, a bearer
 * token); integrators' pages (CORS_PUBLIC_ORIGINS) anonymously only: no Access-Control-Allow-Credentials, and the
 * API drops their cookies and bearer tokens and sets no cookie, so a partner page can show the catalogue but never mint a visitor's token or read their data.
 * Anything else, `Origin: null` (sandboxed frames, file pages) included, gets no CORS headers at all.
 */
export type OriginKind = 'site' | 'public' | null;

export function originKind(
  config: Pick<Config, 'corsOrigins' | 'corsPublicOrigins'>,
  origin: string | null | undefined,
): OriginKind {
  if (!origin || origin === 'null') return null;
  // Listed as public wins, so an integrator can be moved out of the credentialed list without editing it.
  if (config.corsPublicOrigins.includes(origin)) return 'public';
  return config.corsOrigins.includes(origin) ? 'site' : null;
}

const ALLOWED_HEADERS = ['content-type', 'authorization', 'x-graphql-csrf', 'accept', OPERATION_KIND_HEADER];

/** Yoga's CORS options for one request (false: no CORS headers). */
export function corsOptionsFor(config: Pick<Config, 'corsOrigins' | 'corsPublicOrigins'>, request: Request) {
  const origin = request.headers.get('origin');
  const kind = originKind(config, origin);
  if (!kind) return false as const;
  // Integrator pages get no Allow-Credentials: the embedded client fetches with credentials 'omit', and a browser
  // will not hand a partner page an answer to a request that carried the visitor's cookies.
  return {
    origin: [origin!],
    credentials: kind === 'site',
    allowedHeaders: ALLOWED_HEADERS,
    methods: ['GET', 'POST', 'OPTIONS'],
  };
}

/** The same answer as plain headers, for responses written outside Yoga (413). */
export function corsHeadersFor(
  config: Pick<Config, 'corsOrigins' | 'corsPublicOrigins'>,
  origin: string | undefined,
): Record<string, string> {
  const kind = originKind(config, origin);
  if (!kind) return {};
  const credentials: Record<string, string> = kind === 'site' ? { 'access-control-allow-credentials': 'true' } : {};
  return { 'access-control-allow-origin': origin!, ...credentials, vary: 'Origin' };
}
