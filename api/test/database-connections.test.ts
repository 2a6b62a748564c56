import pg from 'pg';
import { startTestApi, type TestApi } from './helpers';

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

describe('the API on PostgreSQL', () => {
  let api: TestApi;
  afterEach(async () => {
    await api?.close();
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
});
