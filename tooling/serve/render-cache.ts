// This server's own cache of rendered pages, for a deployment without a CDN in front: in memory (bounded by size,
// least recently used out first) or, when REDIS_URL is set, in Redis, shared by every process and instance.
// With Redis each worker also keeps the pages it has fetched in memory until Redis lets them go, so a page asked for
// again is not fetched and parsed again. RENDER_CACHE=off turns it off. Entries expire after their route's freshness time, so a catalogue change (an
// admin's publish, a new comment) reaches the page within that time. Concurrent misses of one page render it once.
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** A rendered page as kept: its HTML carries `noncePlaceholder` wherever the response's CSP nonce goes. */
export interface CachedPage {
  status: number;
  html: string;
  noncePlaceholder: string;
  /** A validator over the content (placeholder left out): the same for the same page whatever its nonce. */
  etag: string;
  /** Drawn on a fallback path (a remote or its data failed during the render): never kept, by any store. */
  degraded: boolean;
  /** When a shared store (Redis) lets the page go, ms since the epoch: as long as a worker may keep its own copy. */
  expiresAt?: number;
}

export interface RenderStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const REDIS_PREFIX = 'gadgets:page:';
/** A Redis that does not answer in this time is a miss: the page is rendered instead of waited for. */
const REDIS_TIMEOUT_MS = 250;

export function memoryStore(maxBytes = DEFAULT_MAX_BYTES): RenderStore {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    // The HTML string (up to 2 bytes a character) and the bytes it is sent as (page-body.ts: plain, and gzip).
    sizeCalculation: (page) => page.html.length * 4 + 256,
  });
  return {
    kind: 'memory',
    get: async (key) => pages.get(key),
    set: async (key, page, ttlMs) => {
      if (!page.degraded) pages.set(key, page, { ttl: ttlMs });
    },
    close: async () => pages.clear(),
  };
}

/** A store in Redis; `connected` resolves once it first answers (until then every page is a miss). */
export function redisStore(
  url: string,
  log: (message: string) => void = console.error,
): RenderStore & { connected: Promise<void> } {
  // No queue while disconnected: a Redis that is down makes every page a miss, never a wait.
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  let lastError = '';
  redis.on('error', (error: Error) => {
    if (error.message !== lastError) log(`render cache (Redis): ${error.message}`);
    lastError = error.message;
  });
  const connected = new Promise<void>((resolveConnected) => redis.once('ready', () => resolveConnected()));
  const keyOf = (key: string) => REDIS_PREFIX + createHash('sha256').update(key).digest('base64url');
  const withTimeout = <T>(work: Promise<T>): Promise<T> =>
    Promise.race([
      work,
      new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), REDIS_TIMEOUT_MS).unref()),
    ]);
  return {
    kind: 'redis',
    connected,
    async get(key) {
      try {
        const text = await withTimeout(redis.get(keyOf(key)));
        const page = text ? (JSON.parse(text) as CachedPage) : undefined;
        // One kept by an older server, which kept fallback pages for seconds: a miss.
        return page?.degraded ? undefined : page;
      } catch {
        return undefined;
      }
    },
    async set(key, page, ttlMs) {
      if (page.degraded) return;
      try {
        const kept: CachedPage = { ...page, expiresAt: Date.now() + ttlMs };
        await withTimeout(redis.set(keyOf(key), JSON.stringify(kept), 'PX', ttlMs));
      } catch {
        // Not kept this time; the next request renders it again.
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

/**
 * A shared store with this worker's copies in front: a page found in `shared` is kept in `local` until the shared
 * store lets it go, so it is answered from memory, without a round trip, until then; a page rendered here goes to
 * both.
 */
export function layeredStore(local: RenderStore, shared: RenderStore): RenderStore {
  return {
    kind: shared.kind,
    async get(key) {
      const near = await local.get(key);
      if (near) return near;
      const page = await shared.get(key);
      const leftMs = page?.expiresAt === undefined ? 0 : page.expiresAt - Date.now();
      if (!page || leftMs <= 0) return undefined;
      await local.set(key, page, leftMs);
      return page;
    },
    async set(key, page, ttlMs) {
      await Promise.all([local.set(key, page, ttlMs), shared.set(key, page, ttlMs)]);
    },
    async close() {
      await Promise.all([local.close(), shared.close()]);
    },
  };
}

/**
 * The store the environment asks for: none with RENDER_CACHE=off, Redis (with each worker's copies in memory in
 * front) with REDIS_URL, else memory.
 */
export function renderStoreFromEnvironment(environment: NodeJS.ProcessEnv = process.env): RenderStore | null {
  if (environment.RENDER_CACHE === 'off') return null;
  const megabytes = Number(environment.RENDER_CACHE_MB);
  const local = memoryStore(megabytes > 0 ? megabytes * 1024 * 1024 : DEFAULT_MAX_BYTES);
  return environment.REDIS_URL ? layeredStore(local, redisStore(environment.REDIS_URL)) : local;
}

/** One render per key at a time: requests for a page being rendered wait for that render. */
export function singleFlight<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, work) => {
    const pending = running.get(key);
    if (pending) return pending;
    const started = work().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}

/** A weak validator over the page's status and content: different nonces, same ETag. Not a secret: SHA-1 is enough. */
export function etagOf(status: number, html: string, noncePlaceholder: string): string {
  const hash = createHash('sha1').update(String(status));
  for (const part of html.split(noncePlaceholder)) hash.update(part);
  return `W/"${hash.digest('base64url')}"`;
}
