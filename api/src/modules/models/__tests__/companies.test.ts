import { readFileSync } from 'node:fs';
import path from 'node:path';
import { printedSchema } from '../../../schema';
import { startTestApi, TestClient, firstError, type TestApi } from '../../../../test-support/helpers';

let server: TestApi;
let client: TestClient;

beforeAll(async () => {
  server = await startTestApi();
  client = new TestClient(server.url);
});
afterAll(() => server.close());

describe('companies', () => {
  it.each(['MOBILE', 'LAPTOP', 'BIKE'])(
    'lists %s brands in ordinal order with logos under /media',
    async (category) => {
      const { companies } = await client.data(
        `query($c: CompanyCategory!) { companies(category: $c) { name logo path ordinal } }`,
        { c: category },
      );
      expect(companies.length).toBeGreaterThanOrEqual(6);
      const ordinals = companies.map((company: { ordinal: number }) => company.ordinal);
      expect([...ordinals].sort((a, b) => a - b)).toEqual(ordinals);
      for (const company of companies) {
        expect(company.path).toBe(company.name.toLowerCase().replace(/\s+/g, ''));
        expect(company.logo).toMatch(/^\/media\/logos\/[a-z0-9-]+\.svg$/);
      }
      const logo = await fetch(`${server.url}${companies[0].logo}`);
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    },
  );

  it('derives the path from the name (OnePlus -> oneplus, Royal Enfield -> royalenfield)', async () => {
    const mobiles = await client.data(`{ companies(category: MOBILE) { name path } }`);
    expect(mobiles.companies).toContainEqual({ name: 'OnePlus', path: 'oneplus' });
    const bikes = await client.data(`{ companies(category: BIKE) { name path } }`);
    expect(bikes.companies).toContainEqual({ name: 'Royal Enfield', path: 'royalenfield' });
  });

  it('rejects an unknown category', async () => {
    const result = await client.request(`{ companies(category: PHONES) { name } }`);
    expect(firstError(result).message).toMatch(/PHONES/);
  });
});

describe('HTTP surface', () => {
  it('answers GET /health with JSON', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('refuses a simple (CSRF-able) request without the x-graphql-csrf header', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ ping }' }),
    });
    expect(response.status).toBe(403);
  });

  it('allows configured origins with credentials', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-graphql-csrf,authorization',
      },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('keeps schema.graphql in step with the code', () => {
    const file = readFileSync(path.join(__dirname, '../../../..', 'schema.graphql'), 'utf8');
    expect(file).toContain(printedSchema());
  });

  it('rejects overly deep queries', async () => {
    const deep = `{ comments(category: "mobile", brand: "google", path: "x") { commentsList { replies { replies { replies { replies { replies { replies { replies { replies { replies { replies { replies { id } } } } } } } } } } } } } }`;
    const result = await client.request(deep);
    expect(firstError(result).message).toMatch(/too deep/);
  });
});
