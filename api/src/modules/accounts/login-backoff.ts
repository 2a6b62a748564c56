import { rateLimited } from '../../shared/rate-limiter';

/** Failed sign-ins one client may make on one account before it has to wait. */
const FREE_FAILURES = 5;
/** The wait doubles with every further failure (1 s, 2 s, 4 s ...) up to this. */
const MAX_BACKOFF_MS = 15 * 60 * 1000;
const MAX_TRACKED = 100_000;

/**
 * Per-account exponential back-off on failed sign-ins, counted per client address: someone guessing from one
 * address soon waits minutes between tries, while the owner signing in from elsewhere is never locked out by it
 * (the per-address limit on all sign-ins, loginByIp, caps what one address can try across accounts).
 * Kept in this process: an instance restart forgets it, which only ever lets the owner in sooner.
 */
export function createLoginBackoff(factor: number) {
  const failures = new Map<string, { count: number; lastAt: number }>();
  const key = (email: string, clientIp: string) => `${email.trim().toLowerCase()}|${clientIp}`;
  const freeFailures = () => Math.max(1, Math.floor(FREE_FAILURES * factor));

  function waitMs(count: number): number {
    const over = count - freeFailures();
    return over < 0 ? 0 : Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(over, 30));
  }

  return {
    /** Throws RATE_LIMITED (429, Retry-After) while this client must still wait before trying this account again. */
    check(email: string, clientIp: string, now = Date.now()): void {
      if (factor <= 0) return;
      const entry = failures.get(key(email, clientIp));
      if (!entry) return;
      const readyAt = entry.lastAt + waitMs(entry.count);
      if (readyAt > now) throw rateLimited(readyAt - now);
    },
    failed(email: string, clientIp: string, now = Date.now()): void {
      if (factor <= 0) return;
      const id = key(email, clientIp);
      const entry = failures.get(id) ?? { count: 0, lastAt: now };
      failures.delete(id);
      if (failures.size >= MAX_TRACKED) failures.delete(failures.keys().next().value as string);
      failures.set(id, { count: entry.count + 1, lastAt: now });
    },
    succeeded(email: string, clientIp: string): void {
      failures.delete(key(email, clientIp));
    },
  };
}

