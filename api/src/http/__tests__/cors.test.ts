import { signUpAndSignIn } from '../../../test-support/accounts-helpers';
import { startTestApi, type TestApi, type TestClient } from '../../../test-support/helpers';

let server: TestApi;
let member: TestClient;

beforeAll(async () => {
  // Default origins: the site on localhost:3000-3004, the integrator example on localhost:3005 (anonymous only).
  server = await startTestApi();
  member = await signUpAndSignIn(server, 'visitor@example.com');
});
afterAll(() => server.close());

/** A request as a browser page on `origin` would send it, carrying the member's cookie and bearer token. */
function fromOrigin(origin: string, query: string) {
  return fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      origin,
      'content-type': 'application/json',
      'x-graphql-csrf': '1',
      authorization: `Bearer ${member.token}`,
      cookie: [...member.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
    body: JSON.stringify({ query }),
  });
}

describe('CORS', () => {
  it('gives the site its credentialed answers', async () => {
    const response = await fromOrigin('http://localhost:3000', '{ getUserDetails { email } }');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect((await response.json()).data.getUserDetails.email).toBe('visitor@example.com');
  });

  it('never lets Origin: null or an unknown page read an answer', async () => {
    for (const origin of ['null', 'https://evil.example']) {
      const response = await fromOrigin(origin, '{ ping }');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it("answers an integrator's page anonymously: no token minted, no visitor data, no cookie set", async () => {
    const integrator = 'http://localhost:3005';
    const preflight = await fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: integrator,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization,x-graphql-csrf',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(integrator);
    // No Allow-Credentials: the browser never hands the page an answer to a request that carried the visitor's cookies.
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const token = await fromOrigin(integrator, '{ getAccessToken }');
    expect(token.headers.get('access-control-allow-origin')).toBe(integrator);
    expect(token.headers.get('access-control-allow-credentials')).toBeNull();
    expect((await token.json()).data.getAccessToken).toBeNull();
    expect(token.headers.getSetCookie()).toEqual([]);
    const details = await (await fromOrigin(integrator, '{ getUserDetails { email } }')).json();
    expect(details.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // The catalogue it embeds still answers.
    const bikes = await (await fromOrigin(integrator, '{ companies(category: BIKE) { name } }')).json();
    expect(bikes.data.companies.length).toBeGreaterThan(0);
  });

  it('answers a body over the limit (written outside GraphQL) with the same CORS headers', async () => {
    const tooLarge = (origin: string) =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', 'x-graphql-csrf': '1' },
        body: JSON.stringify({ query: '{ ping }', variables: { padding: 'x'.repeat(120_000) } }),
      });
    const site = await tooLarge('http://localhost:3000');
    expect(site.status).toBe(413);
    expect(site.headers.get('access-control-allow-credentials')).toBe('true');
    const integrator = await tooLarge('http://localhost:3005');
    expect(integrator.status).toBe(413);
    expect(integrator.headers.get('access-control-allow-origin')).toBe('http://localhost:3005');
    expect(integrator.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
