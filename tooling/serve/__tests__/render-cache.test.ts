import {
  etagOf,
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
    const big = 'x'.repeat(2_000);
    for (const key of ['a', 'b']) await store.set(key, page(big), 60_000);
    await store.get('a');
    await store.set('c', page(big), 60_000);
    expect(await store.get('a')).toBeDefined();
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('c')).toBeDefined();
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
    await one.set(key, page('<p>shared</p>'), 300);
    expect(await other.get(key)).toEqual(page('<p>shared</p>'));
    await wait(400);
    expect(await other.get(key)).toBeUndefined();
    await Promise.all([one.close(), other.close()]);
  });
});
