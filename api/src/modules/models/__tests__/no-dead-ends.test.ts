import { startTestApi, TestClient, type TestApi } from '../../../../test-support/helpers';

/**
 * No dead ends: a brand with no listed model is in no brand strip or finder, and a model without a spec sheet is in
 * no listing, search or finder. The catalogue is changed straight in the database before the first request, so no
 * cache holds an earlier answer.
 */
let server: TestApi;
let client: TestClient;

const COMPANIES = `{
  mobile: companies(category: MOBILE) { path } laptop: companies(category: LAPTOP) { path } bike: companies(category: BIKE) { path }
}`;

beforeAll(async () => {
  server = await startTestApi();
  client = new TestClient(server.url);
  const { db } = server.api;
  // A brand with no model at all, and a Google phone whose spec sheet is empty (asked to be published).
  await db.query(
    `INSERT INTO companies (category, name, path, logo, ordinal) VALUES ('mobile', 'Emptyco', 'emptyco', '/media/logos/google.svg', 999)`,
  );
  const [sheetless] = await db.query<{ id: number; published: boolean }>(
    `INSERT INTO models (category, company, company_path, path, name, series, ordinal, published, detail)
     VALUES ('mobile', 'Google', 'google', 'pixel-sheetless', 'Pixel Sheetless', 'Pixel', 0, true, '{}'::jsonb)
     RETURNING id, published`,
  );
  expect(sheetless!.published).toBe(false);
  await db.query(
    `INSERT INTO phone_finder (model_id, company_path, released, price_cents, has_5g) VALUES ($1, 'google', '2099-01', 100, 'YES')`,
    [sheetless!.id],
  );
});
afterAll(() => server.close());

describe('no dead ends', () => {
  it('leaves brands without a listed model out of every brand strip', async () => {
    const { mobile, laptop, bike } = await client.data(COMPANIES);
    const paths = (companies: { path: string }[]) => companies.map((company) => company.path);
    expect(paths(mobile)).toContain('google');
    expect(paths(mobile)).not.toContain('emptyco');
    expect(paths(laptop)).toContain('apple');
    expect(paths(laptop)).not.toContain('maingear');
    for (const [category, companies] of Object.entries({ MOBILE: mobile, LAPTOP: laptop })) {
      for (const { path } of companies as { path: string }[]) {
        const field = category === 'MOBILE' ? 'mobileModels' : 'laptopModels';
        const listing = await client.data(
          `query($company: String!) { ${field}(input: { company: $company }, page: 1, limit: 1) { pagination { totalItems } } }`,
          { company: path },
        );
        expect({ path, total: listing[field].pagination.totalItems > 0 }).toEqual({ path, total: true });
      }
    }
    expect(bike.length).toBeGreaterThan(0);
  });

  it('lists, finds and searches no model without a spec sheet', async () => {
    const listing = await client.data(
      `{ mobileModels(input: { company: "google" }, page: 1, limit: 100) { data { path } } }`,
    );
    expect(listing.mobileModels.data.map((model: { path: string }) => model.path)).not.toContain('pixel-sheetless');
    const search = await client.data(`{ searchMobiles(searchKey: "sheetless") { path } }`);
    expect(search.searchMobiles).toEqual([]);
    const finder = await client.data(
      `{ phoneFinder(filter: { companyPaths: ["google"] }, sort: NEWEST, limit: 60) { items { path } totalCount brands { companyPath } } }`,
    );
    expect(finder.phoneFinder.items.map((item: { path: string }) => item.path)).not.toContain('pixel-sheetless');
    const rows = await server.api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM models WHERE category = 'mobile' AND company_path = 'google' AND published`,
    );
    expect(finder.phoneFinder.totalCount).toBe(rows[0]!.n);
    expect(finder.phoneFinder.brands.map((brand: { companyPath: string }) => brand.companyPath)).not.toContain(
      'emptyco',
    );
  });
});
