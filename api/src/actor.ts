import type { Viewer } from './modules/accounts/viewer';

/**
 * Who a service call acts for, without the transport: services read only this, so they work the same from a
 * GraphQL request, a test or a command-line task.
 */
export interface Actor {
  /** Client address, the key of per-client rate limits. */
  clientIp: string;
  /** The signed-in user, or null (memoised per request). */
  viewer(): Promise<Viewer | null>;
}

/** The cookies of a request and a way to set them on its answer: only the session calls need them. */
export interface CookieJar {
  cookies: Record<string, string>;
  /** Adds a Set-Cookie header to the response. */
  setCookie(header: string): void;
  /** The browser's User-Agent, kept with a login so the account pages can name its device. */
  userAgent?: string;
}

/** An actor whose request carries cookies (signing in, refreshing and ending a session). */
export type SessionActor = Actor & CookieJar;
