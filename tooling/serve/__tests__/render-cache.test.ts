import {
  etagOf,
  layeredStore,
  memoryStore,
  redisStore,
  renderStoreFromEnvironment,
  singleFlight,
  type CachedPage,
} from '../render-cache.ts';

const page = (html: string): CachedPage => ({
  status: 200,
  html,
  noncePlaceholder: 'PLACEHOLDER',
  etag: etagOf(200, html, 'PLACEHOLDER'),
  degraded: false,
});
const wait = (ms: number) => new Promise((resolveWait) => setTimeout(resolveWait, ms));

describe('the render cache', () => {
  it('forgets a page after its time', async () => {
    const store = memoryStore();
    await store.set('/', page('<p>home</p>'), 50);
    expect((await store.get('/'))?.html).toBe('<p>home</p>');
    await wait(80);
    expect(await store.get('/')).toBeUndefined();
  });

  it('is bounded in size: the least recently used page goes first', async () => {
    const store = memoryStore(10_000);
    const big = 'x'.repeat(1_000);
    for (const key of ['a', 'b']) await store.set(key, page(big), 60_000);
    await store.get('a');
    await store.set('c', page(big), 60_000);
    expect(await store.get('a')).toBeDefined();
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('c')).toBeDefined();
  });

  it("with Redis, keeps each page it fetched in this worker's memory until Redis lets it go, not longer", async () => {
    const shared = memoryStore();
    let sharedGets = 0;
    const counted = { ...shared, get: (key: string) => ((sharedGets += 1), shared.get(key)) };
    const store = layeredStore(memoryStore(), counted);
    const expiresAt = Date.now() + 80;
    await shared.set('/', { ...page('<p>home</p>'), expiresAt }, 80);
    const first = await store.get('/');
    expect(first?.html).toBe('<p>home</p>');
    expect(await store.get('/')).toBe(first);
    expect(sharedGets).toBe(1);
    await wait(120);
    expect(await store.get('/')).toBeUndefined();
    // A page rendered here is kept in both.
    await store.set('/about', page('<p>about</p>'), 60_000);
    expect((await shared.get('/about'))?.html).toBe('<p>about</p>');
    expect((await store.get('/about'))?.html).toBe('<p>about</p>');
    expect(sharedGets).toBe(2);
  });

  it('takes a shared page without its expiry for a miss rather than keep it without end', async () => {
    const shared = memoryStore();
    await shared.set('/', page('<p>home</p>'), 60_000);
    expect(await layeredStore(memoryStore(), shared).get('/')).toBeUndefined();
  });

  it('never keeps a page drawn on a fallback path, in memory or in front of a shared store', async () => {
    const degraded = { ...page('<p>part left to the browser</p>'), degraded: true };
    const shared = memoryStore();
    for (const store of [memoryStore(), layeredStore(memoryStore(), shared)]) {
      await store.set('/', degraded, 60_000);
      expect(await store.get('/')).toBeUndefined();
    }
    expect(await shared.get('/')).toBeUndefined();
  });

  it('is off with RENDER_CACHE=off, in memory by default', () => {
    expect(renderStoreFromEnvironment({ RENDER_CACHE: 'off' })).toBeNull();
    expect(renderStoreFromEnvironment({})?.kind).toBe('memory');
  });

  it('gives the same page the same ETag whatever nonce placeholder it was rendered with', () => {
    expect(etagOf(200, '<script nonce="AAA">', 'AAA')).toBe(etagOf(200, '<script nonce="BBB">', 'BBB'));
    expect(etagOf(200, '<p>1</p>', 'AAA')).not.toBe(etagOf(200, '<p>2</p>', 'AAA'));
    expect(etagOf(200, '<p>1</p>', 'AAA')).not.toBe(etagOf(404, '<p>1</p>', 'AAA'));
  });

  it('runs one piece of work per key at a time', async () => {
    const once = singleFlight<number>();
    let runs = 0;
    const work = async () => {
      runs += 1;
      const run = runs;
      await wait(20);
      return run;
    };
    expect(await Promise.all([once('a', work), once('a', work), once('b', work)])).toEqual([1, 1, 2]);
    expect(await once('a', work)).toBe(3);
  });

  it('takes a Redis that does not answer for a miss, at once', async () => {
    const store = redisStore('redis://127.0.0.1:1', () => undefined);
    const started = Date.now();
    await store.set('/', page('<p>home</p>'), 1_000);
    expect(await store.get('/')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_000);
    await store.close();
  });

  // Against the Redis the API's tests use (TEST_REDIS_URL), when this machine runs one.
  const redisUrl = process.env.TEST_REDIS_URL;
  (redisUrl ? it : it.skip)('in Redis: one page for every process, forgotten after its time', async () => {
    const [one, other] = [redisStore(redisUrl!), redisStore(redisUrl!)];
    await Promise.all([one.connected, other.connected]);
    const key = `test:${process.pid}:${Date.now()}`;
    const before = Date.now();
    await one.set(key, page('<p>shared</p>'), 300);
    const { expiresAt, ...kept } = (await other.get(key))!;
    expect(kept).toEqual(page('<p>shared</p>'));
    expect(expiresAt).toBeGreaterThanOrEqual(before + 300);
    await wait(400);
    expect(await other.get(key)).toBeUndefined();
    await Promise.all([one.close(), other.close()]);
  });
});
