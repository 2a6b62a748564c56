import { startTestApi, type TestApi } from './helpers';
import { signUpAndSignIn } from './accounts-helpers';

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(() => server.close());

const QUERY = `{ companies(category: MOBILE) { name } }`;

async function post(authorization: string | undefined, query = QUERY) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-graphql-csrf': '1' };
  if (authorization !== undefined) headers.authorization = authorization;
  const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query }) });
  return (await response.json()) as { data?: any; errors?: { extensions?: { code?: string } }[] };
}

/** Counts how often the companies query really runs (a cached answer does not reach the service). */
function countCompanyLoads() {
  const models = server.api.services.models;
  const original = models.companies;
  let calls = 0;
  models.companies = (...args: Parameters<typeof original>) => {
    calls += 1;
    return original(...args);
  };
  return { calls: () => calls, restore: () => void (models.companies = original) };
}

describe('anonymous result cache', () => {
  it('serves signed-out browsers that send an empty "Bearer" header from the cache', async () => {
    server.api.services.cache.clear();
    const counter = countCompanyLoads();
    try {
      // fetch trims "Bearer " to "Bearer", as browsers do.
      for (const header of ['Bearer ', 'Bearer', undefined, 'bearer   ', 'Basic abc']) {
        const result = await post(header);
        expect(result.errors).toBeUndefined();
        expect(result.data.companies.length).toBeGreaterThan(0);
      }
      expect(counter.calls()).toBe(1);
    } finally {
      counter.restore();
    }
  });

  it('bypasses the cache for a real bearer token, and an empty one is simply anonymous', async () => {
    const member = await signUpAndSignIn(server, 'cache-member@example.com');
    server.api.services.cache.clear();
    const counter = countCompanyLoads();
    try {
      await post(undefined);
      await post(`Bearer ${member.token}`);
      expect(counter.calls()).toBe(2);
    } finally {
      counter.restore();
    }
    const anonymous = await post('Bearer', `{ getUserDetails { email } }`);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const signedIn = await post(`Bearer ${member.token}`, `{ getUserDetails { email } }`);
    expect(signedIn.data.getUserDetails.email).toBe('cache-member@example.com');
  });
});
