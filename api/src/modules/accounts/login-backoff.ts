import { rateLimited } from '../../shared/rate-limiter';
import { setBounded } from '../../shared/bounded-map';
import { canonicalEmail } from '../../shared/email-address';

/** Failed sign-ins one client may make on one account before it has to wait. */
const FREE_FAILURES = 5;
/** The wait doubles with every further failure (1 s, 2 s, 4 s ...) up to this. */
const MAX_BACKOFF_MS = 15 * 60 * 1000;
/** A day without a further try forgets the failures (Redis expires the record; memory treats it as gone). */
export const FORGET_AFTER_MS = 24 * 3600 * 1000;
const MAX_TRACKED = 100_000;

/** The one Redis command the back-off needs (ioredis `eval`). */
export interface BackoffRedis {
  eval(script: string, numberOfKeys: number, ...args: (string | number)[]): Promise<unknown>;
  del(key: string): Promise<unknown>;
}

/**
 * One attempt, atomically: answers the milliseconds still to wait (the attempt is refused), or 0 after counting the
 * attempt as a failure until `succeeded` clears it. Redis's clock, so instances with skewed clocks agree.
 */
const ATTEMPT_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
local over = count - tonumber(ARGV[1])
if over >= 0 then
  local wait = math.min(tonumber(ARGV[2]), 1000 * 2 ^ math.min(over, 30))
  if last + wait > now then return last + wait - now end
end
redis.call('HSET', KEYS[1], 'count', count + 1, 'last', now)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 0
`;

/**
 * Per-account exponential back-off on failed sign-ins, counted per client address: someone guessing from one
 * address soon waits minutes between tries, while the owner signing in from elsewhere is never locked out by it
 * (the per-address limit on all sign-ins, loginByIp, caps what one address can try across accounts).
 * With Redis (REDIS_URL) the counts are shared, so a guesser gains nothing from several API instances; without it
 * (or while Redis fails) they live in this process. An attempt counts before the password is checked, so a burst
 * of parallel guesses gets no more tries than one after another.
 */
export function createLoginBackoff(factor: number, redis?: BackoffRedis, onRedisError?: (error: unknown) => void) {
  const failures = new Map<string, { count: number; lastAt: number }>();
  const key = (email: string, clientIp: string) => `${canonicalEmail(email)}|${clientIp}`;
  const redisKey = (id: string) => `gadgets:login-backoff:${id}`;
  const freeFailures = Math.max(1, Math.floor(FREE_FAILURES * factor));

  function waitMs(count: number): number {
    const over = count - freeFailures;
    return over < 0 ? 0 : Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(over, 30));
  }

  function attemptInMemory(id: string, now: number): number {
    const found = failures.get(id);
    const entry = found && now - found.lastAt < FORGET_AFTER_MS ? found : { count: 0, lastAt: now };
    const readyAt = entry.lastAt + waitMs(entry.count);
    if (entry.count > 0 && readyAt > now) return readyAt - now;
    failures.delete(id);
    setBounded(failures, id, { count: entry.count + 1, lastAt: now }, MAX_TRACKED);
    return 0;
  }

  async function attemptInRedis(id: string): Promise<number> {
    const reply = Number(
      await redis!.eval(ATTEMPT_SCRIPT, 1, redisKey(id), freeFailures, MAX_BACKOFF_MS, FORGET_AFTER_MS),
    );
    if (!Number.isFinite(reply)) throw new Error('unexpected Redis reply');
    return reply;
  }

  return {
    /**
     * Counts a sign-in attempt on this account from this client, or throws RATE_LIMITED (429, Retry-After) while
     * the client must still wait.
     */
    async attempt(email: string, clientIp: string, now = Date.now()): Promise<void> {
      if (factor <= 0) return;
      const id = key(email, clientIp);
      let wait: number;
      if (redis) {
        try {
          wait = await attemptInRedis(id);
        } catch (error) {
          onRedisError?.(error);
          wait = attemptInMemory(id, now);
        }
      } else {
        wait = attemptInMemory(id, now);
      }
      if (wait > 0) throw rateLimited(wait);
    },
    /** The right password: this client starts afresh on this account. */
    async succeeded(email: string, clientIp: string): Promise<void> {
      if (factor <= 0) return;
      const id = key(email, clientIp);
      failures.delete(id);
      if (redis) await redis.del(redisKey(id)).catch((error: unknown) => onRedisError?.(error));
    },
  };
}
