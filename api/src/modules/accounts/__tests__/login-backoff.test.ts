import { Redis } from 'ioredis';
import { createLoginBackoff, FORGET_AFTER_MS } from '../login-backoff';
import { startTestApi, type TestApi } from '../../../../test-support/helpers';

const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p, rememberMe: false) }`;

/** The RATE_LIMITED error's wait in seconds, or 'allowed'. */
async function outcome(attempt: Promise<void>): Promise<number | 'allowed'> {
  try {
    await attempt;
    return 'allowed';
  } catch (error) {
    return (error as { extensions: { retryAfter: number } }).extensions.retryAfter;
  }
}

describe('sign-in back-off on one instance', () => {
  let server: TestApi;
  beforeAll(async () => {
    server = await startTestApi({ RATE_LIMIT_FACTOR: '1' });
  });
  afterAll(() => server.close());

  it('holds a burst of parallel guesses to the free tries', async () => {
    const guesses = Array.from({ length: 8 }, () =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', 'x-forwarded-for': '10.8.8.8' },
        body: JSON.stringify({ query: LOGIN, variables: { e: 'burst@example.com', p: 'Wrong-guess-1' } }),
      }).then((response) => response.status),
    );
    const statuses = await Promise.all(guesses);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });
});

describe('sign-in back-off counts', () => {
  it('doubles the wait after the free tries and forgets after a day', async () => {
    const backoff = createLoginBackoff(1);
    const start = Date.now();
    for (let attempt = 0; attempt < 5; attempt++)
      expect(await outcome(backoff.attempt('a@example.com', '10.0.0.1', start))).toBe('allowed');
    expect(await outcome(backoff.attempt('a@example.com', '10.0.0.1', start))).toBe(1);
    expect(await outcome(backoff.attempt('a@example.com', '10.0.0.1', start + 1000))).toBe('allowed');
    expect(await outcome(backoff.attempt('a@example.com', '10.0.0.1', start + 1000))).toBe(2);
    // Another address, or the same one a day later, starts afresh.
    expect(await outcome(backoff.attempt('a@example.com', '10.0.0.2', start + 1000))).toBe('allowed');
    expect(await outcome(backoff.attempt('a@example.com', '10.0.0.1', start + 1000 + FORGET_AFTER_MS))).toBe('allowed');
  });

  it('counts in memory while Redis fails', async () => {
    const errors: unknown[] = [];
    const broken = {
      eval: () => Promise.reject(new Error('connection lost')),
      del: () => Promise.reject(new Error('connection lost')),
    };
    const backoff = createLoginBackoff(1, broken, (error) => errors.push(error));
    for (let attempt = 0; attempt < 5; attempt++)
      expect(await outcome(backoff.attempt('b@example.com', '10.0.0.1'))).toBe('allowed');
    expect(await outcome(backoff.attempt('b@example.com', '10.0.0.1'))).toBe(1);
    expect(errors).toHaveLength(6);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('sign-in back-off in Redis', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl!);
  });
  afterAll(() => redis.quit());

  it('shares one count between two back-offs and lets it expire', async () => {
    const email = `shared-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const [one, two] = [createLoginBackoff(1, redis), createLoginBackoff(1, redis)];
    for (let attempt = 0; attempt < 5; attempt++)
      expect(await outcome((attempt % 2 ? two : one).attempt(email, '10.0.0.1'))).toBe('allowed');
    expect(await outcome(two.attempt(email, '10.0.0.1'))).toBe(1);
    expect(await outcome(one.attempt(email, '10.0.0.1'))).toBe(1);
    const key = `gadgets:login-backoff:${email}|10.0.0.1`;
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(FORGET_AFTER_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(FORGET_AFTER_MS);
    // The right password clears it everywhere.
    await one.succeeded(email, '10.0.0.1');
    expect(await redis.exists(key)).toBe(0);
    expect(await outcome(two.attempt(email, '10.0.0.1'))).toBe('allowed');
  });
});
