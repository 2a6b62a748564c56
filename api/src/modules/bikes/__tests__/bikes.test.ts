import { startTestApi, TestClient, firstError, type TestApi } from '../../../../test-support/helpers';
import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';

let server: TestApi;
let visitor: TestClient;
let admin: TestClient;
let rider: TestClient;

beforeAll(async () => {
  server = await startTestApi();
  visitor = new TestClient(server.url);
  admin = await signUpAndSignIn(server, 'boss@example.com', { admin: true });
  rider = await signUpAndSignIn(server, 'rider@example.com');
});
afterAll(() => server.close());

const SUMMARY = 'companyName companyPath model path series engineType displacementCc maxPowerHp price published';

describe('bike queries', () => {
  it("serves every field of a bike feature, company case-insensitive, with the maker's source and a list price", async () => {
    const { getBikeFeature } = await visitor.data(`{ getBikeFeature(company: "bmw", path: "g-310-r") {
      companyName companyPath model path series published highlights drawbacks engineType displacementCc coolingSystem valvesPerCylinder
      valveSystem fuelSystem maxPowerHp maxPowerRpm maxTorqueNm maxTorqueRpm boreMm strokeMm compressionRatio startingSystem
      fuelType mileage topSpeed transmissionType numberOfGears gearShiftPattern clutchType finalDrive overallLengthMm overallWidthMm
      overallHeightMm wheelbaseMm groundClearanceMm seatHeightMm kerbWeightKg fuelTankCapacityL frameType frontSuspension
      rearSuspension frontBrakeType frontBrakeSizeMm rearBrakeType rearBrakeSizeMm absType frontTyreSize rearTyreSize tyreType
      wheelType battery headlight tailLight turnSignal instrumentConsole additionalFeatures coloursAvailable price warranty
      countryOfOrigin imgs img sourceUrl listPrice priceCurrency } }`);
    expect(getBikeFeature).toMatchObject({
      companyName: 'BMW',
      companyPath: 'bmw',
      model: 'G 310 R',
      displacementCc: 313,
      published: true,
      listPrice: 4995,
      priceCurrency: 'USD',
      price: 'US $4,995 (list price)',
      sourceUrl: expect.stringMatching(/^https:\/\/www\.bmwmotorcycles\.com\//),
    });
    for (const [field, value] of Object.entries(getBikeFeature)) {
      expect([field, value]).not.toEqual([field, null]);
    }
    const image = await fetch(`${server.url}${getBikeFeature.imgs[0]}`);
    expect(image.status).toBe(200);
  });

  it('lists published bikes, hides drafts from visitors and shows them to admins', async () => {
    const published = (await visitor.data(`{ getPublishedBikeFeatures { ${SUMMARY} } }`)).getPublishedBikeFeatures;
    const everything = (await admin.data(`{ getAllBikeFeatures { ${SUMMARY} } }`)).getAllBikeFeatures;
    const visitorAll = (await visitor.data(`{ getAllBikeFeatures { ${SUMMARY} } }`)).getAllBikeFeatures;
    expect(published.length).toBeGreaterThanOrEqual(50);
    expect(everything.length).toBeGreaterThanOrEqual(60);
    expect(new Set(everything.map((bike: { companyPath: string }) => bike.companyPath)).size).toBeGreaterThanOrEqual(8);
    expect(published.every((bike: { published: boolean }) => bike.published)).toBe(true);
    expect(everything.length).toBeGreaterThan(published.length);
    expect(visitorAll).toHaveLength(published.length);
    const draft = everything.find((bike: { published: boolean }) => !bike.published);
    expect(
      (
        await visitor.data(`query($c: String!, $p: String!) { getBikeFeature(company: $c, path: $p) { model } }`, {
          c: draft.companyPath,
          p: draft.path,
        })
      ).getBikeFeature,
    ).toBeNull();
  });

  it('lists a brand and searches by name, brand or engine', async () => {
    const { getBikeFeaturesByCompany } = await visitor.data(
      `{ getBikeFeaturesByCompany(company: "KTM") { ${SUMMARY} } }`,
    );
    expect(getBikeFeaturesByCompany.length).toBeGreaterThanOrEqual(3);
    expect(getBikeFeaturesByCompany.every((bike: { companyPath: string }) => bike.companyPath === 'ktm')).toBe(true);
    const byName = (await visitor.data(`{ searchBikeFeatures(searchTerm: " duke ") { model highlights } }`))
      .searchBikeFeatures;
    expect(byName.map((bike: { model: string }) => bike.model)).toEqual(
      expect.arrayContaining(['390 Duke', '1390 Super Duke R']),
    );
    const byEngine = (await visitor.data(`{ searchBikeFeatures(searchTerm: "V4") { model } }`)).searchBikeFeatures;
    expect(byEngine.length).toBeGreaterThanOrEqual(2);
    const blank = (await visitor.data(`{ searchBikeFeatures(searchTerm: "  ") { model } }`)).searchBikeFeatures;
    expect(blank.length).toBeGreaterThanOrEqual(30);
  });

  it('ranks top performers by power and fuel-efficient bikes by mileage', async () => {
    const { getTopPerformers, getFuelEfficientBikes, defaults } = await visitor.data(`{
      getTopPerformers(limit: 5) { companyName model path maxPowerHp maxTorqueNm displacementCc topSpeed }
      getFuelEfficientBikes(limit: 5) { model mileage }
      defaults: getTopPerformers { model }
    }`);
    expect(getTopPerformers).toHaveLength(5);
    const power = getTopPerformers.map((bike: { maxPowerHp: number }) => bike.maxPowerHp);
    expect([...power].sort((a, b) => b - a)).toEqual(power);
    const mileage = getFuelEfficientBikes.map((bike: { mileage: number }) => bike.mileage);
    expect([...mileage].sort((a, b) => b - a)).toEqual(mileage);
    expect(getFuelEfficientBikes[0].mileage).toBeGreaterThan(getTopPerformers[0].maxPowerHp > 0 ? 25 : 0);
    expect(defaults).toHaveLength(10);
    expect(firstError(await visitor.request(`{ getTopPerformers(limit: 500) { model } }`)).extensions?.field).toBe(
      'limit',
    );
  });

  it('ranks bikes stating power and kerb weight by power per kilogram, the same as working it out over every bike', async () => {
    type Stated = { companyPath: string; path: string; maxPowerHp: number | null; kerbWeightKg: number | null };
    const { getPowerToWeightLeaders, defaults, getPublishedBikeFeatures } = await visitor.data(`{
      getPowerToWeightLeaders(limit: 5) { companyPath path maxPowerHp kerbWeightKg }
      defaults: getPowerToWeightLeaders { path }
      getPublishedBikeFeatures { companyPath path maxPowerHp kerbWeightKg }
    }`);
    const ratio = (bike: Stated) => bike.maxPowerHp! / bike.kerbWeightKg!;
    const expected = (getPublishedBikeFeatures as Stated[])
      .filter((bike) => bike.maxPowerHp !== null && bike.kerbWeightKg)
      .sort((a, b) => ratio(b) - ratio(a))
      .slice(0, 5);
    expect(expected).toHaveLength(5);
    expect(getPowerToWeightLeaders).toEqual(expected);
    expect(defaults).toHaveLength(8);
    expect(firstError(await visitor.request(`{ getPowerToWeightLeaders(limit: 0) { path } }`)).extensions?.field).toBe(
      'limit',
    );
  });
});

describe('bike administration', () => {
  const CREATE = `mutation($input: BikeFeatureInput!) { createBikeFeature(input: $input) { companyName model path published } }`;
  const input = {
    company: 'honda',
    model: 'CB750 Hornet',
    path: 'cb750-hornet',
    engineType: 'Parallel twin',
    displacementCc: 755,
    maxPowerHp: 90.5,
    published: false,
    highlights: ['Light'],
  };

  it('refuses visitors and non-admins', async () => {
    expect(firstError(await visitor.request(CREATE, { input })).extensions?.code).toBe('UNAUTHENTICATED');
    expect(firstError(await rider.request(CREATE, { input })).extensions?.code).toBe('FORBIDDEN');
    expect(
      firstError(
        await rider.request(
          `mutation { toggleBikeFeaturePublished(company: "honda", path: "rebel-500") { published } }`,
        ),
      ).extensions?.code,
    ).toBe('FORBIDDEN');
    expect(
      firstError(await rider.request(`mutation { deleteBikeFeature(company: "honda", path: "rebel-500") }`)).extensions
        ?.code,
    ).toBe('FORBIDDEN');
  });

  it('validates input and changes nothing on bad input', async () => {
    const bad = firstError(
      await admin.request(CREATE, { input: { ...input, path: 'Bad Path!', displacementCc: 99999 } }),
    );
    expect(bad.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'path' });
    expect(bad.extensions?.fields.map((error: { field: string }) => error.field)).toContain('displacementCc');
    const brand = firstError(await admin.request(CREATE, { input: { ...input, company: 'Vespa' } }));
    expect(brand.extensions).toMatchObject({ field: 'company' });
    expect(
      (await admin.data(`{ getBikeFeature(company: "honda", path: "cb750-hornet") { model } }`)).getBikeFeature,
    ).toBeNull();
  });

  it('creates a draft, publishes it, updates it and deletes it; each write is visible on the next read', async () => {
    expect((await admin.data(CREATE, { input })).createBikeFeature).toEqual({
      companyName: 'Honda',
      model: 'CB750 Hornet',
      path: 'cb750-hornet',
      published: false,
    });
    expect(firstError(await admin.request(CREATE, { input })).extensions?.code).toBe('CONFLICT');
    expect(
      (await visitor.data(`{ getBikeFeature(company: "honda", path: "cb750-hornet") { model } }`)).getBikeFeature,
    ).toBeNull();

    const toggled = await admin.data(
      `mutation { toggleBikeFeaturePublished(company: "Honda", path: "cb750-hornet") { companyName model path published } }`,
    );
    expect(toggled.toggleBikeFeaturePublished.published).toBe(true);
    expect(
      (await visitor.data(`{ getBikeFeature(company: "honda", path: "cb750-hornet") { model maxPowerHp } }`))
        .getBikeFeature,
    ).toEqual({ model: 'CB750 Hornet', maxPowerHp: 90.5 });

    const updated = await admin.data(
      `mutation { updateBikeFeature(company: "honda", path: "cb750-hornet", input: { maxPowerHp: 91.8, price: "US $7,999 (list price)" }) { companyName model path published } }`,
    );
    expect(updated.updateBikeFeature.published).toBe(true);
    expect(
      (await visitor.data(`{ getBikeFeature(company: "honda", path: "cb750-hornet") { maxPowerHp price engineType } }`))
        .getBikeFeature,
    ).toEqual({ maxPowerHp: 91.8, price: 'US $7,999 (list price)', engineType: 'Parallel twin' });
    const missing = firstError(
      await admin.request(
        `mutation { updateBikeFeature(company: "honda", path: "nope", input: { maxPowerHp: 1 }) { model } }`,
      ),
    );
    expect(missing.extensions?.code).toBe('NOT_FOUND');

    expect(await admin.data(`mutation { deleteBikeFeature(company: "honda", path: "cb750-hornet") }`)).toEqual({
      deleteBikeFeature: true,
    });
    expect(
      (await visitor.data(`{ getBikeFeature(company: "honda", path: "cb750-hornet") { model } }`)).getBikeFeature,
    ).toBeNull();
  });
});

describe('anonymous clients that send an empty bearer', () => {
  it('get the same public answers as clients without the header', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', authorization: 'Bearer ' },
      body: JSON.stringify({ query: '{ getPublishedBikeFeatures { path } }' }),
    });
    const body = (await response.json()) as { data: { getPublishedBikeFeatures: unknown[] } };
    const plain = await visitor.data(`{ getPublishedBikeFeatures { path } }`);
    expect(body.data.getPublishedBikeFeatures).toEqual(plain.getPublishedBikeFeatures);
  });
});
