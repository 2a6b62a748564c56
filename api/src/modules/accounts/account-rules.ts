import { EMAIL_PATTERN, type InputChecker } from '../../shared/errors';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { ServerLog } from '@gadgets/server-kit';
import type { BackgroundTasks } from '../../shared/background';
import type { Mailer } from '../../shared/mailer';
import type { RateLimiter } from '../../shared/rate-limiter';
import type { BackoffRedis } from './login-backoff';
import type { AccountStore } from './store';
import type { ViewerCache } from './viewer-cache';

export const REFRESH_COOKIE = 'gadgets_refresh';
/**
 * The password hash of an account that has none yet (made through a sign-in provider, or whose unconfirmed sign-up
 * was claimed by the address's proven owner). No argon2 hash looks like it, so no password matches until the owner
 * sets one through "Forgot password".
 */
export const NO_PASSWORD = '!';
export const ACTIVATION_TTL_MS = 24 * 3600 * 1000;
export const RESET_TTL_MS = 3600 * 1000;
/** A link confirming a new e-mail address. */
export const EMAIL_CHANGE_TTL_MS = 24 * 3600 * 1000;
export const SESSION_REFRESH_TTL_MS = 24 * 3600 * 1000;
/** A refresh token used moments ago (two tabs asking at once) still yields one access token. */
export const ROTATION_GRACE_MS = 30 * 1000;
/** A login ends this long after it began, however often its refresh token is rotated (OWASP ASVS 3.3). */
export const ABSOLUTE_SESSION_MS = 30 * 24 * 3600 * 1000;
export const GENDERS = ['male', 'female', 'non_binary', 'prefer_not_to_say'];
/** Argon2id (the library default, stated for clarity) with OWASP-recommended cost. */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export interface AccountDeps {
  config: Config;
  db: Database;
  store: AccountStore;
  mailer: Mailer;
  limiter: RateLimiter;
  logger: ServerLog;
  tasks: BackgroundTasks;
  /** Viewers of requests, kept briefly: every change to an account or its logins must tell it (`changed`). */
  viewers: ViewerCache;
  /** Shares the sign-in back-off between API instances (REDIS_URL). */
  redis?: BackoffRedis | undefined;
}

export function checkEmail(checker: InputChecker, email: string, field = 'email') {
  checker.check(email.trim().length > 0, field, 'Email is required');
  if (!checker.hasError(field)) {
    checker.check(email.length <= 254 && EMAIL_PATTERN.test(email.trim()), field, 'Please enter a valid email');
  }
}

export function refreshCookie(config: Config, value: string, maxAgeSeconds: number | null): string {
  const secure = config.siteUrl.startsWith('https:') ? '; Secure' : '';
  const age = maxAgeSeconds === null ? '' : `; Max-Age=${maxAgeSeconds}`;
  return `${REFRESH_COOKIE}=${value}; Path=/graphql; HttpOnly; SameSite=Lax${secure}${age}`;
}
