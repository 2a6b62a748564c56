import type { Config } from './config';
import type { Services } from './services';

export interface Viewer {
  id: number;
  email: string;
  name: string;
  avatar: string | null;
  admin: boolean;
  /** The login (refresh token family) the bearer token was minted for: `logout` ends it. */
  sessionId: string;
}

/** Per-request context handed to every resolver. */
export interface GraphQLContext {
  config: Config;
  services: Services;
  /** Client address used for rate limits. */
  clientIp: string;
  /** Cookies the request carried. */
  cookies: Record<string, string>;
  /** Adds a Set-Cookie header to the response. */
  setCookie(header: string): void;
  /** The signed-in user from the bearer token, or null (memoised per request). */
  viewer(): Promise<Viewer | null>;
}

export function parseCookies(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    if (!name || name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

/**
 * The token of an `Authorization: Bearer <token>` header, or null. Anything else (no header, `Bearer` with an empty
 * token as browsers send it, another scheme) is an anonymous request.
 */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec((header ?? '').trim());
  return match ? match[1]! : null;
}
