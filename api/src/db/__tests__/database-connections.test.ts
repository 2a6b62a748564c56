import pg from 'pg';
import { cuttableRelay } from '../../../test-support/cuttable-relay';
import { startTestApi, TestClient, type TestApi } from '../../../test-support/helpers';
import { parsePrometheusText } from '@gadgets/server-kit';
import { copyOfTemplate } from '../../../test-support/postgres-template';

// Runs in the postgres project only (jest.config.js): PGlite has no server to end connections.

/** Ends every connection to `database` but the asking one, as a server restart or an operator would. */
async function terminateConnections(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

const readiness = async (url: string) => (await fetch(`${url}/health/ready`)).status;

async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the API on PostgreSQL', () => {
  let api: TestApi;
  afterEach(async () => {
    await api?.close();
  });

  it('tells the metrics how its connection pool is used', async () => {
    api = await startTestApi();
    await new TestClient(api.url).data('{ companies(category: MOBILE) { name } }');
    const figures = parsePrometheusText(await api.api.metrics.registry.metrics());
    expect(figures.get('api_db_pool_max_connections{}')).toBe(10);
    expect(figures.get('api_db_pool_connections{}')).toBeGreaterThan(0);
    expect(figures.get('api_db_pool_idle_connections{}')).toBeLessThanOrEqual(
      figures.get('api_db_pool_connections{}')!,
    );
    expect(figures.get('api_db_pool_waiting_queries{}')).toBe(0);
    expect(figures.get('api_db_query_duration_seconds_count{}')).toBeGreaterThan(0);
  });

  it('keeps answering when the database server ends its idle connections', async () => {
    api = await startTestApi();
    // A query leaves a connection idle in the pool.
    await api.api.db.query('SELECT 1');
    const database = (await api.api.db.query<{ name: string }>('SELECT current_database() AS name'))[0]!.name;
    expect(await terminateConnections(database)).toBeGreaterThan(0);
    // The broken connection reports on the pool (an unhandled 'error' would end the process) ...
    await new Promise((resolve) => setTimeout(resolve, 200));
    // ... and the next query opens a new one.
    expect(await api.api.db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    const response = await fetch(`${api.url}/health`);
    expect(response.status).toBe(200);
  });

  it('fails a transaction whose connection the server ends midway, and keeps answering', async () => {
    api = await startTestApi();
    const database = (await api.api.db.query<{ name: string }>('SELECT current_database() AS name'))[0]!.name;
    // The connection is ended between two queries of a transaction (a server restart): an unhandled 'error' on the
    // client taken from the pool would end the process here.
    const transaction = api.api.db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      await terminateConnections(database);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return tx.query('SELECT 2');
    });
    await expect(transaction).rejects.toThrow();
    expect(await api.api.db.transaction((tx) => tx.query('SELECT 3 AS three'))).toEqual([{ three: 3 }]);
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
  });

  it('is not ready while its database is unreachable, and ready again once it is back', async () => {
    const copy = (await copyOfTemplate())!;
    const relay = await cuttableRelay(new URL(copy.url));
    try {
      api = await startTestApi({
        DATABASE_URL: relay.urlFor(new URL(copy.url)),
        DATABASE_SCHEMA: copy.schema,
        SEED_ON_START: 'false',
        KEEP_SCHEMA: 'true',
      });
      expect(await readiness(api.url)).toBe(200);
      relay.cut();
      await until(async () => (await readiness(api.url)) === 503);
      relay.mend();
      await until(async () => (await readiness(api.url)) === 200);
    } finally {
      await api?.close();
      api = undefined!;
      await relay.close();
      await copy.drop();
    }
  });
});
