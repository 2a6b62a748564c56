import { request as httpRequest } from 'node:http';
import { startTestApi, TestClient, firstError, type TestApi } from '../../../test-support/helpers';
import { subscribe } from '../../../test-support/sse';

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

  it('rejects a chunked body (no content-length) once it passes 100 kB, without reading it all', async () => {
    const { status, sent, allowOrigin } = await new Promise<{
      status: number;
      sent: number;
      allowOrigin: string | undefined;
    }>((resolve, reject) => {
      const url = new URL(`${server.url}/graphql`);
      const req = httpRequest({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-graphql-csrf': '1',
          'transfer-encoding': 'chunked',
          origin: 'http://localhost:3000',
        },
      });
      let sent = 0;
      let answered = false;
      const deadline = setTimeout(() => reject(new Error('no answer to an endless chunked body in time')), 10_000);
      req.on('response', (response) => {
        answered = true;
        clearTimeout(deadline);
        response.resume();
        resolve({ status: response.statusCode!, sent, allowOrigin: response.headers['access-control-allow-origin'] });
      });
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      req.write('{"query":"{ ping }","variables":{"padding":"');
      const chunk = 'x'.repeat(10_000);
      // Keep streaming (up to 5 MB) until the server answers; it must answer long before.
      const pump = () => {
        while (!answered && sent < 5_000_000) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
        if (!answered) req.end('"}}');
      };
      pump();
    });
    expect(status).toBe(413);
    expect(sent).toBeLessThan(5_000_000);
    expect(allowOrigin).toBe('http://localhost:3000');
  });

  it('still answers small chunked bodies', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      body: new Blob([JSON.stringify({ query: '{ ping }' })]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { ping: true } });
  });

  it('caps aliases per operation at 15 (and root fields at 20)', async () => {
    const aliases = (count: number) =>
      Array.from({ length: count }, (_, index) => `a${index}: companies(category: MOBILE) { name }`).join(' ');
    expect((await client.request(`{ ${aliases(15)} }`)).errors).toBeUndefined();
    const tooMany = firstError(await client.request(`{ ${aliases(16)} }`));
    expect(tooMany.message).toBe('Too many aliases: 16, at most 15 allowed');
    expect(tooMany.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    const viaFragment = firstError(await client.request(`query { ...F } fragment F on Query { ${aliases(21)} }`));
    expect(viaFragment.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('counts introspection fields in the depth limit', async () => {
    const nested = (levels: number): string => (levels === 0 ? 'name' : `ofType { ${nested(levels - 1)} }`);
    const deep = firstError(await client.request(`{ __schema { types { fields { type { ${nested(12)} } } } } }`));
    expect(deep.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    const shallow = await client.request(`{ __schema { queryType { name } } }`);
    expect(shallow.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('turns introspection off when NODE_ENV is production', async () => {
    const production = await startTestApi({ NODE_ENV: 'production' });
    try {
      const visitor = new TestClient(production.url);
      expect(firstError(await visitor.request(`{ __schema { queryType { name } } }`)).message).toMatch(
        /introspection/i,
      );
      expect(await visitor.data(`{ ping }`)).toEqual({ ping: true });
    } finally {
      await production.close();
    }
  });

  it('refuses a subscription to a page of an unknown category', async () => {
    const stream = await subscribe(
      server.url,
      `subscription { commentAdded(category: "toaster", brand: "x", path: "y") { id } }`,
      {},
    );
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
