import { Redis } from 'ioredis';
import { createRateLimiter } from '../rate-limiter';

/** 'allowed', or the Retry-After seconds of the RATE_LIMITED error. */
async function outcome(attempt: Promise<void>): Promise<'allowed' | number> {
  try {
    await attempt;
    return 'allowed';
  } catch (error) {
    return (error as { extensions: { retryAfter: number } }).extensions.retryAfter;
  }
}

describe('rate limiter', () => {
  it("allows the rule's count per window and key, then answers with the time left", async () => {
    const limiter = createRateLimiter(1);
    for (let attempt = 0; attempt < 5; attempt++)
      expect(await outcome(limiter.hit('forgotByIp', '10.0.0.1'))).toBe('allowed');
    const retryAfter = await outcome(limiter.hit('forgotByIp', '10.0.0.1'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await outcome(limiter.hit('forgotByIp', '10.0.0.2'))).toBe('allowed');
    // Keys are compared case-insensitively (e-mail addresses).
    for (let attempt = 0; attempt < 3; attempt++)
      expect(await limiter.allow('forgotByEmail', attempt % 2 ? 'A@example.com' : 'a@example.com')).toBe(true);
    expect(await limiter.allow('forgotByEmail', 'A@EXAMPLE.COM')).toBe(false);
  });

  it('counts in this process while Redis is not reachable', async () => {
    const errors: unknown[] = [];
    const unreachable = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
    });
    try {
      const limiter = createRateLimiter(1, unreachable, (error) => errors.push(error));
      for (let attempt = 0; attempt < 5; attempt++)
        expect(await outcome(limiter.hit('registerByIp', '10.0.0.1'))).toBe('allowed');
      expect(await outcome(limiter.hit('registerByIp', '10.0.0.1'))).toEqual(expect.any(Number));
      expect(errors).toHaveLength(6);
    } finally {
      unreachable.disconnect();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('rate limits in Redis', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl!);
  });
  afterAll(() => redis.quit());

  it('shares one count between two limiters (two API instances)', async () => {
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    await redis.ping(); // connected: a limiter counts locally while its Redis is not ready
    const [one, two] = [createRateLimiter(1, redis), createRateLimiter(1, redis)];
    // resetByIp allows 10 an hour per address: 10 spread over both, then the 11th is refused by either.
    for (let attempt = 0; attempt < 10; attempt++)
      expect(await outcome((attempt % 2 ? two : one).hit('resetByIp', ip))).toBe('allowed');
    expect(await outcome(one.hit('resetByIp', ip))).toEqual(expect.any(Number));
    const ttl = await redis.pttl(`gadgets:rate:resetByIp:${ip}`);
    expect(ttl).toBeGreaterThan(3_500_000);
  });
});
