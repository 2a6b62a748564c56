import { startTestApi, type TestApi } from '../../../test-support/helpers';
import { signUpAndSignIn } from '../../../test-support/accounts-helpers';

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

  it('serves a signed-in visitor from the same cache, and an empty token is simply anonymous', async () => {
    const member = await signUpAndSignIn(server, 'cache-member@example.com');
    server.api.services.cache.clear();
    const counter = countCompanyLoads();
    try {
      await post(undefined);
      await post(`Bearer ${member.token}`);
      expect(counter.calls()).toBe(1);
    } finally {
      counter.restore();
    }
    // Answers about the viewer are never cached, and never given to the wrong visitor.
    const anonymous = await post('Bearer', `{ getUserDetails { email } }`);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const signedIn = await post(`Bearer ${member.token}`, `{ getUserDetails { email } }`);
    expect(signedIn.data.getUserDetails.email).toBe('cache-member@example.com');
  });

  it("keeps an admin's bike answers (drafts included) apart from everyone else's", async () => {
    const admin = await signUpAndSignIn(server, 'cache-admin@example.com', { admin: true });
    const member = await signUpAndSignIn(server, 'cache-bikes@example.com');
    const [bike] = await server.api.db.query<{ company_path: string; path: string }>(
      "SELECT company_path, path FROM models WHERE category = 'bike' AND published ORDER BY id LIMIT 1",
    );
    await admin.data(
      `mutation($c: String!, $p: String!) { toggleBikeFeaturePublished(company: $c, path: $p) { published } }`,
      {
        c: bike!.company_path,
        p: bike!.path,
      },
    );
    try {
      const paths = async (authorization: string | undefined) =>
        (
          (await post(authorization, `{ getAllBikeFeatures { path } }`)).data.getAllBikeFeatures as { path: string }[]
        ).map((entry) => entry.path);
      expect(await paths(undefined)).not.toContain(bike!.path);
      expect(await paths(`Bearer ${member.token}`)).not.toContain(bike!.path);
      expect(await paths(`Bearer ${admin.token}`)).toContain(bike!.path);
      // A token that cannot be read is nobody's: the public answer.
      expect(await paths('Bearer not-a-token')).not.toContain(bike!.path);
    } finally {
      await admin.data(
        `mutation($c: String!, $p: String!) { toggleBikeFeaturePublished(company: $c, path: $p) { published } }`,
        {
          c: bike!.company_path,
          p: bike!.path,
        },
      );
    }
  });
});

describe('anonymous result cache bounds', () => {
  const BIKE_FIELDS =
    'absType additionalFeatures battery boreMm clutchType coloursAvailable companyName companyPath compressionRatio ' +
    'coolingSystem countryOfOrigin displacementCc drawbacks engineType finalDrive frameType frontBrakeSizeMm ' +
    'frontBrakeType frontSuspension frontTyreSize fuelSystem fuelTankCapacityL fuelType gearShiftPattern ' +
    'groundClearanceMm headlight highlights id img imgs';
  /** The whole bike catalogue with 30 fields (about 62 kB) under `aliases` distinct names. */
  const wholeCatalogue = (...aliases: string[]) =>
    `{ ${aliases.map((alias) => `${alias}: getAllBikeFeatures { ${BIKE_FIELDS} }`).join(' ')} }`;

  let small: TestApi;
  beforeAll(async () => {
    small = await startTestApi({ RESULT_CACHE_MB: '1' });
  });
  afterAll(() => small.close());

  function countCatalogueReads(api: TestApi) {
    const bikes = api.api.services.bikes;
    const original = bikes.all;
    let calls = 0;
    bikes.all = (...args: Parameters<typeof original>) => {
      calls += 1;
      return original(...args);
    };
    return { calls: () => calls, restore: () => void (bikes.all = original) };
  }

  async function ask(api: TestApi, query: string) {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      body: JSON.stringify({ query }),
    });
    const body = (await response.json()) as { data?: Record<string, unknown[]>; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return JSON.stringify(body).length;
  }

  it('keeps answers up to its size in bytes, not in entries: distinct answers push the oldest out', async () => {
    const counter = countCatalogueReads(small);
    try {
      // 20 distinct answers of about 62 kB each: 1.2 MB, over the 1 MB the cache may hold, far under 5,000 entries.
      const documents = Array.from({ length: 20 }, (_, index) => wholeCatalogue(`bikes${index}`));
      expect(await ask(small, documents[0]!)).toBeGreaterThan(50_000);
      for (const document of documents.slice(1)) await ask(small, document);
      expect(counter.calls()).toBe(20);
      await ask(small, documents[19]!);
      expect(counter.calls()).toBe(20);
      await ask(small, documents[0]!);
      expect(counter.calls()).toBe(21);
    } finally {
      counter.restore();
    }
  });

  it('never keeps an answer over 512 kB', async () => {
    const counter = countCatalogueReads(server);
    try {
      const large = wholeCatalogue('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i');
      expect(await ask(server, large)).toBeGreaterThan(512 * 1024);
      await ask(server, large);
      expect(counter.calls()).toBe(18);
      // One catalogue of the same fields is small enough to keep.
      const one = wholeCatalogue('a');
      await ask(server, one);
      await ask(server, one);
      expect(counter.calls()).toBe(19);
    } finally {
      counter.restore();
    }
  });
});
