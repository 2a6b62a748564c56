import { startTestApi, type TestApi } from './helpers';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Suites of two API instances run when PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL) are there. */
export const describeShared = databaseUrl && redisUrl ? describe : describe.skip;

/**
 * Two API instances behind one site, sharing a new PostgreSQL schema (`label` names it) and Redis: the first seeds it,
 * the second only opens it. `env` adds settings to both. Close the second first (the first drops the schema).
 */
export async function startApiPair(label: string, env: Record<string, string> = {}) {
  const shared = {
    DATABASE_URL: databaseUrl!,
    DATABASE_SCHEMA: `test_${label}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`,
    REDIS_URL: redisUrl!,
    ...env,
  };
  const first: TestApi = await startTestApi(shared);
  const second: TestApi = await startTestApi({ ...shared, KEEP_SCHEMA: '1', SEED_ON_START: 'false' });
  return { first, second };
}
