import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { appError } from './errors';

/**
 * RATE_LIMITED, answered as HTTP 429 with Retry-After (Yoga applies `extensions.http` to the response and strips it
 * from the body), so clients and proxies see a limit for what it is.
 */
export function rateLimited(waitMs: number) {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return appError(
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    {
      retryAfter,
      http: { status: 429, headers: { 'retry-after': String(retryAfter) } },
    },
  );
}

export interface RateRule {
  /** Attempts allowed per window (before RATE_LIMIT_FACTOR). */
  limit: number;
  windowSeconds: number;
}

export const RATE_RULES = {
  loginByIp: { limit: 20, windowSeconds: 600 },
  /** Returns from a sign-in provider (each costs a call to the provider). */
  externalSignInByIp: { limit: 20, windowSeconds: 600 },
  registerByIp: { limit: 5, windowSeconds: 3600 },
  /** Mails to one address from sign-ups naming it; past it the answer is the same and nothing is sent. */
  registerByEmail: { limit: 3, windowSeconds: 3600 },
  forgotByIp: { limit: 5, windowSeconds: 3600 },
  /** Reset mails to one address; past it the answer is the same and nothing is sent. */
  forgotByEmail: { limit: 3, windowSeconds: 3600 },
  resetByIp: { limit: 10, windowSeconds: 3600 },
  /** Links confirming a new e-mail address to one address; past it the answer is the same and nothing is sent. */
  emailChangeByEmail: { limit: 3, windowSeconds: 3600 },
  emailConfirmByIp: { limit: 10, windowSeconds: 3600 },
  commentByIp: { limit: 10, windowSeconds: 60 },
  reviewByIp: { limit: 10, windowSeconds: 60 },
  reportByIp: { limit: 20, windowSeconds: 600 },
  voteByIp: { limit: 60, windowSeconds: 60 },
  contactByIp: { limit: 5, windowSeconds: 3600 },
  /** Changes to one's own account (profile, password, sessions, deletion): also bounds current-password guesses. */
  accountChangeByIp: { limit: 20, windowSeconds: 600 },
} satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof RATE_RULES;

/**
 * Fixed windows per rule and key (rate-limiter-flexible). With Redis (REDIS_URL) the counts are shared, so several
 * API instances enforce one limit; without it, or while Redis fails, they live in this process.
 */
export function createRateLimiter(factor: number, redis?: Redis, onRedisError?: (error: unknown) => void) {
  const limiters = new Map<RateRuleName, { shared: RateLimiterAbstract | null; local: RateLimiterMemory }>();

  function limitersFor(rule: RateRuleName) {
    let found = limiters.get(rule);
    if (!found) {
      const { limit, windowSeconds } = RATE_RULES[rule];
      const options = {
        keyPrefix: `gadgets:rate:${rule}`,
        points: Math.max(1, Math.floor(limit * factor)),
        duration: windowSeconds,
      };
      found = {
        // Fails at once while Redis is not connected, so a request never waits on it; the local count takes over.
        shared: redis ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true }) : null,
        local: new RateLimiterMemory(options),
      };
      limiters.set(rule, found);
    }
    return found;
  }

  /** Counts one attempt in Redis, or in this process without it or while it fails; rejects with RateLimiterRes when over. */
  async function consume(rule: RateRuleName, id: string): Promise<unknown> {
    const { shared, local } = limitersFor(rule);
    if (!shared) return local.consume(id);
    try {
      return await shared.consume(id);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw error;
      onRedisError?.(error);
      return local.consume(id);
    }
  }

  /** Counts one attempt; answers how long until the window resets when it is over the limit, else 0. */
  async function overLimitFor(rule: RateRuleName, key: string): Promise<number> {
    if (factor <= 0) return 0;
    try {
      await consume(rule, key.toLowerCase());
      return 0;
    } catch (error) {
      if (error instanceof RateLimiterRes) return Math.max(1, error.msBeforeNext);
      throw error;
    }
  }

  return {
    /** Counts one attempt; throws RATE_LIMITED when over the limit. */
    async hit(rule: RateRuleName, key: string): Promise<void> {
      const waitMs = await overLimitFor(rule, key);
      if (waitMs > 0) throw rateLimited(waitMs);
    },
    /**
     * Counts one attempt; false when over the limit. For caps keyed by someone else's data (an e-mail address):
     * the caller answers as usual and does nothing, so nobody can make the owner's own request fail.
     */
    async allow(rule: RateRuleName, key: string): Promise<boolean> {
      return (await overLimitFor(rule, key)) === 0;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
