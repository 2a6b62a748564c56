import { startTestApi, TestClient, firstError, type TestApi } from '../../../../test-support/helpers';

let server: TestApi;
let client: TestClient;

beforeAll(async () => {
  server = await startTestApi();
  client = new TestClient(server.url);
});
afterAll(() => server.close());

const FINDER = `query($filter: LaptopFinderFilter, $sort: LaptopSort, $page: Int, $limit: Int) {
  laptopFinder(filter: $filter, sort: $sort, page: $page, limit: $limit) {
    items { companyPath companyName name path img listPriceCents currency screenInches ramGb storageGb weightKg batteryWh releaseYear cpuFamily gpuKind os }
    totalCount
    pagination { currentPage totalPages totalItems itemsPerPage hasNextPage hasPreviousPage }
  }
}`;

interface Item {
  companyPath: string;
  name: string;
  listPriceCents: number | null;
  currency: string | null;
  ramGb: number | null;
  weightKg: number | null;
  batteryWh: number | null;
  screenInches: number | null;
  releaseYear: number | null;
  gpuKind: string | null;
  os: string | null;
  cpuFamily: string | null;
}

async function find(variables: Record<string, unknown>) {
  return (await client.data(FINDER, variables)).laptopFinder as {
    items: Item[];
    totalCount: number;
    pagination: Record<string, unknown>;
  };
}

describe('laptop finder', () => {
  it('lists every laptop newest first with the numbers people compare, paginated', async () => {
    const all = await find({ limit: 60 });
    expect(all.totalCount).toBeGreaterThanOrEqual(60);
    expect(all.pagination).toMatchObject({
      currentPage: 1,
      itemsPerPage: 60,
      totalItems: all.totalCount,
      hasPreviousPage: false,
    });
    const air = all.items.find((item) => item.name === 'MacBook Air 15 (M4, 2025)');
    expect(air).toMatchObject({
      companyPath: 'apple',
      listPriceCents: 119_900,
      currency: 'USD',
      ramGb: 16,
      weightKg: 1.51,
      batteryWh: 66.5,
      screenInches: 15.3,
      os: 'MACOS',
      cpuFamily: 'APPLE_SILICON',
      gpuKind: 'INTEGRATED',
    });
    const years = all.items.map((item) => item.releaseYear ?? 0);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('combines brand, memory, weight and GPU filters and sorts by weight', async () => {
    const result = await find({
      filter: { companyPaths: ['asus', 'razer'], minRamGb: 32, gpuKind: 'DEDICATED', maxWeightKg: 3 },
      sort: 'WEIGHT_ASC',
      limit: 60,
    });
    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.totalCount).toBe(result.items.length);
    for (const item of result.items) {
      expect(['asus', 'razer']).toContain(item.companyPath);
      expect(item.ramGb).toBeGreaterThanOrEqual(32);
      expect(item.weightKg).toBeLessThanOrEqual(3);
      expect(item.gpuKind).toBe('DEDICATED');
    }
    const weights = result.items.map((item) => item.weightKg!);
    expect(weights).toEqual([...weights].sort((a, b) => a - b));
  });

  it('filters by price, screen, OS and year ranges and sorts by price and battery', async () => {
    const cheap = await find({
      filter: { maxPriceCents: 80_000, operatingSystems: ['WINDOWS', 'CHROMEOS'] },
      sort: 'PRICE_ASC',
      limit: 60,
    });
    expect(cheap.items.length).toBeGreaterThan(2);
    const prices = cheap.items.map((item) => item.listPriceCents!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((price) => price <= 80_000)).toBe(true);
    expect(cheap.items.some((item) => item.os === 'MACOS')).toBe(false);

    const big = await find({
      filter: { minScreenInches: 16, minReleaseYear: 2025, maxReleaseYear: 2025 },
      sort: 'BATTERY_DESC',
      limit: 60,
    });
    const batteries = big.items.map((item) => item.batteryWh ?? -1);
    expect(batteries).toEqual([...batteries].sort((a, b) => b - a));
    expect(big.items.every((item) => item.screenInches! >= 16 && item.releaseYear === 2025)).toBe(true);
  });

  it('leaves laptops whose data sheet does not state a number out of that filter', async () => {
    const all = await find({ limit: 60, page: 1 });
    const weighed = await find({ filter: { maxWeightKg: 10 }, limit: 1 });
    expect(weighed.totalCount).toBeLessThan(all.totalCount);
  });

  it('pages without overlap and answers an empty page past the end', async () => {
    const first = await find({ sort: 'PRICE_ASC', page: 1, limit: 10 });
    const second = await find({ sort: 'PRICE_ASC', page: 2, limit: 10 });
    const names = new Set(first.items.map((item) => item.name));
    expect(second.items.some((item) => names.has(item.name))).toBe(false);
    const past = await find({ page: 500, limit: 10 });
    expect(past.items).toEqual([]);
    expect(past.pagination).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('offers the facets the finder needs', async () => {
    const { laptopFinder } = await client.data(`{ laptopFinder(limit: 1) { facets {
      brands { companyPath companyName count } ramOptions storageOptions cpuFamilies gpuKinds operatingSystems
      listPriceCents { min max } screenInches { min max } weightKg { min max } releaseYears { min max } } } }`);
    const { facets } = laptopFinder;
    expect(facets.brands).toEqual(
      expect.arrayContaining([{ companyPath: 'apple', companyName: 'Apple', count: expect.any(Number) }]),
    );
    expect(facets.ramOptions).toEqual(expect.arrayContaining([8, 16, 32]));
    expect(facets.storageOptions).toEqual(expect.arrayContaining([512, 1024, 2048]));
    expect(facets.cpuFamilies).toEqual(
      expect.arrayContaining(['APPLE_SILICON', 'INTEL_CORE_ULTRA', 'AMD_RYZEN', 'QUALCOMM_SNAPDRAGON']),
    );
    expect(facets.gpuKinds).toEqual(['INTEGRATED', 'DEDICATED']);
    expect(facets.operatingSystems).toEqual(['WINDOWS', 'MACOS', 'CHROMEOS']);
    expect(facets.listPriceCents.min).toBeLessThan(facets.listPriceCents.max);
    expect(facets.releaseYears.min).toBeLessThanOrEqual(2023);
    expect(facets.weightKg.max).toBeGreaterThan(3);
  });

  it('answers bad arguments with field errors and changes nothing', async () => {
    expect(firstError(await client.request(FINDER, { limit: 500 })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'limit',
    });
    expect(firstError(await client.request(FINDER, { page: 0 })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'page',
    });
    const inverted = firstError(
      await client.request(FINDER, { filter: { minPriceCents: 200_000, maxPriceCents: 100_000 } }),
    );
    expect(inverted.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'maxPriceCents' });
    expect(inverted.message).toBe('Lowest price must not be above the highest price');
    const several = firstError(
      await client.request(FINDER, { filter: { minRamGb: -4, maxWeightKg: 0, companyPaths: ['not a brand!'] } }),
    );
    expect((several.extensions?.fields as { field: string }[]).map((error) => error.field).sort()).toEqual([
      'companyPaths',
      'maxWeightKg',
      'minRamGb',
    ]);
    expect(firstError(await client.request(FINDER, { sort: 'CHEAPEST' })).message).toMatch(/LaptopSort/);
  });
});

describe('laptop data', () => {
  it('shows unknown values as missing and the price as a labelled list price with its source', async () => {
    const { laptopFeature } = await client.data(`{ laptopFeature(company: "dell", path: "xps-13-9350") {
      sourceUrl headerBanner { price } features { camera { video } sound { loud_speaker } wireless { nfc } battery { type } } } }`);
    expect(laptopFeature.headerBanner.price).toBe('$1,399.99 (US list price)');
    expect(laptopFeature.sourceUrl).toMatch(/^https:\/\/www\.dell\.com\//);
    expect(laptopFeature.features).toMatchObject({
      camera: { video: null },
      sound: { loud_speaker: null },
      wireless: { nfc: null },
      battery: { type: null },
    });
  });
});
