import { appError } from './errors';

/**
 * RATE_LIMITED, answered as HTTP 429 with Retry-After (Yoga applies `extensions.http` to the response and strips it
 * from the body), so clients and proxies see a limit for what it is.
 */
export function rateLimited(waitMs: number) {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return appError('RATE_LIMITED', `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    retryAfter,
    http: { status: 429, headers: { 'retry-after': String(retryAfter) } },
  });
}

export interface RateRule {
  /** Attempts allowed per window (before RATE_LIMIT_FACTOR). */
  limit: number;
  windowSeconds: number;
}

export const RATE_RULES = {
  loginByIp: { limit: 20, windowSeconds: 600 },
  registerByIp: { limit: 5, windowSeconds: 3600 },
  /** Mails to one address from sign-ups naming it; past it the answer is the same and nothing is sent. */
  registerByEmail: { limit: 3, windowSeconds: 3600 },
  forgotByIp: { limit: 5, windowSeconds: 3600 },
  /** Reset mails to one address; past it the answer is the same and nothing is sent. */
  forgotByEmail: { limit: 3, windowSeconds: 3600 },
  resetByIp: { limit: 10, windowSeconds: 3600 },
  commentByIp: { limit: 10, windowSeconds: 60 },
  reviewByIp: { limit: 10, windowSeconds: 60 },
} satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof RATE_RULES;

/** The few Redis commands the limiter needs (ioredis). */
interface RedisPipeline {
  set(key: string, value: string, px: 'PX', ms: number, nx: 'NX'): RedisPipeline;
  incr(key: string): RedisPipeline;
  pttl(key: string): RedisPipeline;
  exec(): Promise<[Error | null, unknown][] | null>;
}

export interface RedisCounter {
  multi(): RedisPipeline;
}

/**
 * Fixed-window counters. With Redis (REDIS_URL) the counters are shared, so several API instances enforce one limit;
 * without it (or if Redis fails) they live in this process.
 */
export function createRateLimiter(factor: number, redis?: RedisCounter, onRedisError?: (error: unknown) => void) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweeps = 0;

  function countInMemory(id: string, windowMs: number): { count: number; resetInMs: number } {
    const now = Date.now();
    let window = windows.get(id);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      windows.set(id, window);
    }
    window.count += 1;
    if (++sweeps % 1000 === 0) {
      for (const [entry, value] of windows) if (value.resetAt <= now) windows.delete(entry);
    }
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async function countInRedis(id: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    const key = `gadgets:rate:${id}`;
    const replies = await redis!.multi().set(key, '0', 'PX', windowMs, 'NX').incr(key).pttl(key).exec();
    const count = Number(replies?.[1]?.[1]);
    const ttl = Number(replies?.[2]?.[1]);
    if (!Number.isFinite(count)) throw new Error('unexpected Redis reply');
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  /** Counts one attempt; answers how long until the window resets when it is over the limit, else 0. */
  async function overLimitFor(rule: RateRuleName, key: string): Promise<number> {
    if (factor <= 0) return 0;
    const { limit, windowSeconds } = RATE_RULES[rule];
    const id = `${rule}:${key.toLowerCase()}`;
    let state: { count: number; resetInMs: number };
    if (redis) {
      try {
        state = await countInRedis(id, windowSeconds * 1000);
      } catch (error) {
        onRedisError?.(error);
        state = countInMemory(id, windowSeconds * 1000);
      }
    } else {
      state = countInMemory(id, windowSeconds * 1000);
    }
    return state.count > Math.max(1, Math.floor(limit * factor)) ? Math.max(1, state.resetInMs) : 0;
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
