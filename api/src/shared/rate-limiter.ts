import { appError } from './errors';

export interface RateRule {
  /** Attempts allowed per window (before RATE_LIMIT_FACTOR). */
  limit: number;
  windowSeconds: number;
}

export const RATE_RULES = {
  loginByIp: { limit: 20, windowSeconds: 600 },
  loginByEmail: { limit: 10, windowSeconds: 600 },
  registerByIp: { limit: 5, windowSeconds: 3600 },
  forgotByIp: { limit: 5, windowSeconds: 3600 },
  forgotByEmail: { limit: 3, windowSeconds: 3600 },
  resetByIp: { limit: 10, windowSeconds: 3600 },
  commentByIp: { limit: 10, windowSeconds: 60 },
  reviewByIp: { limit: 10, windowSeconds: 60 },
} satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof RATE_RULES;

/** Fixed-window counters in memory (per API instance). */
export function createRateLimiter(factor: number) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweeps = 0;
  return {
    /** Counts one attempt; throws RATE_LIMITED when over the limit. */
    hit(rule: RateRuleName, key: string): void {
      if (factor <= 0) return;
      const { limit, windowSeconds } = RATE_RULES[rule];
      const now = Date.now();
      const id = `${rule}:${key.toLowerCase()}`;
      let window = windows.get(id);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(id, window);
      }
      window.count += 1;
      if (++sweeps % 1000 === 0) {
        for (const [entry, value] of windows) if (value.resetAt <= now) windows.delete(entry);
      }
      if (window.count > Math.max(1, Math.floor(limit * factor))) {
        const retryAfter = Math.ceil((window.resetAt - now) / 1000);
        const minutes = Math.max(1, Math.ceil(retryAfter / 60));
        throw appError('RATE_LIMITED', `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, { retryAfter });
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
