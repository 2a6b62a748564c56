import { startTestApi, TestClient, firstError, type TestApi } from '../../../../test-support/helpers';
import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';

let server: TestApi;
let visitor: TestClient;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestApi();
  visitor = new TestClient(server.url);
  admin = await signUpAndSignIn(server, 'catalogue-admin@example.com', { admin: true });
});
afterAll(() => server.close());

const CATALOGUE = `query($filter: BikeFinderFilter, $limit: Int) {
  bikeFinder(filter: $filter, limit: $limit) { totalCount priceCurrencies items { companyPath model path published displacementCc listPrice priceCurrency } }
}`;
type Item = {
  companyPath: string;
  model: string;
  path: string;
  published: boolean;
  displacementCc: number | null;
  listPrice: number | null;
  priceCurrency: string | null;
};
const catalogue = async (client: TestClient, filter: Record<string, unknown>, limit?: number) =>
  (await client.data(CATALOGUE, { filter, limit })).bikeFinder as {
    totalCount: number;
    priceCurrencies: string[];
    items: Item[];
  };

describe('the bike catalogue', () => {
  it('lists every published bike without filters and names the currencies prices are stated in', async () => {
    const all = await catalogue(visitor, {});
    expect(all.totalCount).toBeGreaterThanOrEqual(50);
    expect(all.items.every((bike) => bike.published)).toBe(true);
    expect(all.priceCurrencies).toEqual(expect.arrayContaining(['INR', 'USD']));
    const admins = await catalogue(admin, {});
    expect(admins.totalCount).toBeGreaterThan(all.totalCount);
  });

  it('filters by brand and engine size', async () => {
    const result = await catalogue(visitor, {
      companyPaths: ['royalenfield', 'ktm'],
      minDisplacementCc: 300,
      maxDisplacementCc: 500,
    });
    expect(result.items.length).toBeGreaterThanOrEqual(3);
    for (const bike of result.items) {
      expect(['royalenfield', 'ktm']).toContain(bike.companyPath);
      expect(bike.displacementCc).toBeGreaterThanOrEqual(300);
      expect(bike.displacementCc).toBeLessThanOrEqual(500);
    }
    expect(result.items.map((bike) => bike.model)).toEqual(expect.arrayContaining(['390 Duke', 'Himalayan 450']));
  });

  it('filters by list price within one currency and combines with the search term', async () => {
    const cheap = await catalogue(visitor, { minPrice: 5000, maxPrice: 9000, priceCurrency: 'USD' });
    expect(cheap.items.length).toBeGreaterThan(3);
    expect(
      cheap.items.every((bike) => bike.priceCurrency === 'USD' && bike.listPrice! >= 5000 && bike.listPrice! <= 9000),
    ).toBe(true);
    const dukes = await catalogue(visitor, { searchTerm: 'duke', maxPrice: 10000, priceCurrency: 'USD' });
    expect(dukes.items.map((bike) => bike.model)).toEqual(expect.arrayContaining(['390 Duke']));
    expect(dukes.items.map((bike) => bike.model)).not.toContain('1390 Super Duke R');
  });

  it('counts every match and returns at most the limit', async () => {
    const page = await catalogue(visitor, {}, 5);
    expect(page.items).toHaveLength(5);
    expect(page.totalCount).toBeGreaterThan(5);
  });

  it('answers bad filters with field errors', async () => {
    const range = firstError(
      await visitor.request(CATALOGUE, { filter: { minDisplacementCc: 800, maxDisplacementCc: 300 } }),
    );
    expect(range.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'maxDisplacementCc' });
    const currency = firstError(await visitor.request(CATALOGUE, { filter: { maxPrice: 9000 } }));
    expect(currency.extensions).toMatchObject({
      field: 'priceCurrency',
      fields: [{ field: 'priceCurrency', message: 'Choose a currency for the price range' }],
    });
    const negative = firstError(await visitor.request(CATALOGUE, { filter: { minPrice: -1, priceCurrency: 'USD' } }));
    expect(negative.extensions).toMatchObject({ field: 'minPrice' });
    expect(negative.message).toBe('Price cannot be negative');
    const tiny = firstError(await visitor.request(CATALOGUE, { filter: { minDisplacementCc: 10 } }));
    expect(tiny.message).toBe('Engine size must be between 50 and 2,500 cc');
    expect(firstError(await visitor.request(CATALOGUE, { filter: {}, limit: 5000 })).extensions?.field).toBe('limit');
  });
});

describe('the catalogue on the shared finder', () => {
  const FINDER = `query($filter: BikeFinderFilter, $sort: BikeSort, $page: Int, $limit: Int) {
    bikeFinder(filter: $filter, sort: $sort, page: $page, limit: $limit) {
      totalCount pagination { currentPage totalPages hasNextPage hasPreviousPage }
      items { companyPath path displacementCc published }
      optionCounts { key options { value count } }
    }
  }`;
  type Answer = {
    totalCount: number;
    pagination: { currentPage: number; totalPages: number; hasNextPage: boolean; hasPreviousPage: boolean };
    items: { companyPath: string; path: string; displacementCc: number | null; published: boolean }[];
    optionCounts: { key: string; options: { value: string; count: number }[] }[];
  };
  const find = async (client: TestClient, variables: Record<string, unknown>) =>
    (await client.data(FINDER, variables)).bikeFinder as Answer;
  const countsOf = (answer: Answer, key: string) =>
    new Map(
      answer.optionCounts.find((group) => group.key === key)!.options.map((option) => [option.value, option.count]),
    );

  it('counts every option with the other filters applied, the option itself replacing its own control', async () => {
    const answer = await find(visitor, { filter: { companyPaths: ['ktm'], minDisplacementCc: 300 } });
    const brands = countsOf(answer, 'companyPaths');
    expect(brands.get('ktm')).toBe(answer.totalCount);
    const hondas = await catalogue(visitor, { companyPaths: ['honda'], minDisplacementCc: 300 });
    expect(brands.get('honda')).toBe(hondas.totalCount);
    const bigKtms = await catalogue(visitor, { companyPaths: ['ktm'], minDisplacementCc: 650 });
    expect(countsOf(answer, 'minDisplacementCc').get('650')).toBe(bigKtms.totalCount);
    // A step that leaves nothing is still offered, with its zero.
    expect(countsOf(answer, 'maxDisplacementCc').get('100')).toBe(0);
    const usd = await catalogue(visitor, { companyPaths: ['ktm'], minDisplacementCc: 300, priceCurrency: 'USD' });
    expect(countsOf(answer, 'priceCurrency').get('USD')).toBe(usd.totalCount);
  });

  it('counts drafts only for admins', async () => {
    const visitors = countsOf(await find(visitor, {}), 'companyPaths');
    const admins = countsOf(await find(admin, {}), 'companyPaths');
    const sum = (counts: Map<string, number>) => [...counts.values()].reduce((total, count) => total + count, 0);
    expect(sum(admins)).toBeGreaterThan(sum(visitors));
  });

  it('pages and sorts without overlap, unknown engine sizes last', async () => {
    const first = await find(visitor, { sort: 'DISPLACEMENT_DESC', limit: 10, page: 1 });
    const second = await find(visitor, { sort: 'DISPLACEMENT_DESC', limit: 10, page: 2 });
    expect(first.pagination).toMatchObject({ currentPage: 1, hasNextPage: true, hasPreviousPage: false });
    expect(second.pagination).toMatchObject({ currentPage: 2, hasPreviousPage: true });
    const sizes = [...first.items, ...second.items].map((bike) => bike.displacementCc ?? -1);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    const keys = new Set([...first.items, ...second.items].map((bike) => `${bike.companyPath}/${bike.path}`));
    expect(keys.size).toBe(20);
    const byBrand = await find(visitor, { limit: 200 });
    const brands = byBrand.items.map((bike) => bike.companyPath);
    expect(brands).toEqual([...brands].sort());
    const tooFar = firstError(await visitor.request(FINDER, { page: 0 }));
    expect(tooFar.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'page' });
  });
});

describe('admin writes with stated bounds', () => {
  const CREATE = `mutation($input: BikeFeatureInput!) { createBikeFeature(input: $input) { model price listPrice priceCurrency published } }`;
  const base = { company: 'yamaha', model: 'Test Bike', path: 'test-bike', displacementCc: 689 };

  it('rejects every out-of-bounds field at once, beside its field, and writes nothing', async () => {
    const error = firstError(
      await admin.request(CREATE, {
        input: {
          ...base,
          displacementCc: 30,
          maxPowerHp: 301,
          listPrice: -5,
          priceCurrency: 'USD',
          valvesPerCylinder: 9,
          imgs: ['ftp://x'],
        },
      }),
    );
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    const fields = Object.fromEntries(
      error.extensions!.fields.map((entry: { field: string; message: string }) => [entry.field, entry.message]),
    );
    expect(fields).toMatchObject({
      displacementCc: 'Displacement must be between 50 and 2,500 cc',
      maxPowerHp: 'Max power must be between 1 and 300 HP',
      listPrice: 'List price must be between 0 and 100,000,000',
      valvesPerCylinder: 'Valves per cylinder must be between 1 and 8',
      imgs: 'Images must be /media/... paths or https:// URLs',
    });
    const needsCurrency = firstError(await admin.request(CREATE, { input: { ...base, listPrice: 9000 } }));
    expect(needsCurrency.extensions).toMatchObject({ field: 'priceCurrency' });
    expect(
      (await admin.data(`{ getBikeFeature(company: "yamaha", path: "test-bike") { model } }`)).getBikeFeature,
    ).toBeNull();
  });

  it('writes the list price with its display text, and the catalogue filters on it; blank text is unknown', async () => {
    const created = (
      await admin.data(CREATE, {
        input: { ...base, listPrice: 7499, priceCurrency: 'USD', engineType: '  ', published: true },
      })
    ).createBikeFeature;
    expect(created).toEqual({
      model: 'Test Bike',
      price: 'US $7,499 (list price)',
      listPrice: 7499,
      priceCurrency: 'USD',
      published: true,
    });
    const found = await catalogue(visitor, {
      searchTerm: 'test bike',
      minPrice: 7000,
      maxPrice: 8000,
      priceCurrency: 'USD',
    });
    expect(found.items.map((bike) => bike.path)).toContain('test-bike');
    expect(
      (await visitor.data(`{ getBikeFeature(company: "yamaha", path: "test-bike") { engineType } }`)).getBikeFeature,
    ).toEqual({ engineType: null });

    const updated = await admin.data(
      `mutation { updateBikeFeature(company: "yamaha", path: "test-bike", input: { price: "₹2,50,000 ex-showroom India (list price)" }) { listPrice priceCurrency } }`,
    );
    expect(updated.updateBikeFeature).toEqual({ listPrice: 250000, priceCurrency: 'INR' });
    const bad = firstError(
      await admin.request(
        `mutation { updateBikeFeature(company: "yamaha", path: "test-bike", input: { seatHeightMm: 2000 }) { model } }`,
      ),
    );
    expect(bad.message).toBe('Seat height must be between 500 and 1,200 mm');
    await admin.data(`mutation { deleteBikeFeature(company: "yamaha", path: "test-bike") }`);
  });
});
