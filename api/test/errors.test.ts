import { startTestApi, TestClient, firstError, type TestApi } from './helpers';
import { subscribe } from './sse';

let server: TestApi;
let client: TestClient;

beforeAll(async () => {
  server = await startTestApi();
  client = new TestClient(server.url);
});
afterAll(() => server.close());

describe('abuse limits and masked errors', () => {
  it('rejects documents with too many tokens', async () => {
    const fields = Array.from({ length: 2100 }, (_, index) => `a${index}: ping`).join(' ');
    const result = await client.request(`{ ${fields} }`);
    expect(firstError(result).message).toMatch(/tokens/);
  });

  it('rejects request bodies over 100 kB', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      body: JSON.stringify({ query: '{ ping }', variables: { padding: 'x'.repeat(120_000) } }),
    });
    expect(response.status).toBe(413);
  });

  it('refuses a subscription to a page of an unknown category', async () => {
    const stream = await subscribe(server.url, `subscription { commentAdded(category: "toaster", brand: "x", path: "y") { id } }`, {});
    try {
      const event = await stream.next();
      expect(event.errors?.[0]?.extensions?.field ?? event.errors?.[0]?.message).toBeTruthy();
    } finally {
      stream.close();
    }
  });

  it('masks unexpected failures: no internals reach the client', async () => {
    const db = server.api.db;
    const original = db.query;
    db.query = async () => {
      throw new Error('connection to 10.0.0.5 refused: internal detail');
    };
    try {
      const result = await new TestClient(server.url).request(`{ specModels(type: "laptop") { id } }`);
      const error = firstError(result);
      expect(error.message).toBe('Unexpected error.');
      expect(JSON.stringify(result)).not.toMatch(/10\.0\.0\.5|internal detail|stack/i);
    } finally {
      db.query = original;
    }
  });
});
