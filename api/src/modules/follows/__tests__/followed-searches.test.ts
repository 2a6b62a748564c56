import { seedPcParts } from '../../../seed/pc-parts';
import { pcPartRecords } from '../../../seed/pc-part-records';
import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';
import { firstError, startTestApi, type TestClient, type TestApi } from '../../../../test-support/helpers';

let server: TestApi;
let ada: TestClient;
let ben: TestClient;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestApi();
  [ada, ben, admin] = await Promise.all([
    signUpAndSignIn(server, 'search-ada@example.com', { name: 'Ada' }),
    signUpAndSignIn(server, 'search-ben@example.com', { name: 'Ben' }),
    signUpAndSignIn(server, 'search-admin@example.com', { name: 'Admin', admin: true }),
  ]);
});
afterAll(() => server.close());

const FOLLOW = `mutation($t: FollowInput!) { follow(target: $t) { id kind address } }`;
const MATCHES = `{ myNotifications(limit: 50) { items { kind title message link } } }`;
const CREATE = `mutation($input: BikeFeatureInput!) { createBikeFeature(input: $input) { path } }`;
const searchNews = async (client: TestClient) =>
  (
    (await client.data(MATCHES)).myNotifications.items as {
      kind: string;
      title: string;
      message: string;
      link: string;
    }[]
  ).filter((item) => item.kind === 'FOLLOWED_SEARCH_MATCH');

/** A search of big Hondas in the bike catalogue, as its page's address and the catalogue's filter. */
const BIG_HONDAS = {
  kind: 'SEARCH',
  category: 'bike',
  search: '/bike/catalog?brand=honda&minDisplacementCc=900',
  filter: { companyPaths: ['honda'], minDisplacementCc: 900 },
};
const bike = (path: string, displacementCc: number, published = true) => ({
  company: 'honda',
  model: `Search Test ${path}`,
  path,
  engineType: 'Twin',
  displacementCc,
  maxPowerHp: 100,
  highlights: ['Big'],
  published,
});

describe('followed searches', () => {
  it('tell a follower once of a bike that starts matching, not of one that does not, nor of drafts', async () => {
    await ada.data(FOLLOW, { t: BIG_HONDAS });
    await ben.data(FOLLOW, {
      t: { ...BIG_HONDAS, search: '/bike/catalog?brand=honda', filter: { companyPaths: ['honda'] } },
    });
    await server.settled();
    expect(await searchNews(ada)).toEqual([]);

    await admin.data(CREATE, { input: bike('search-small', 300) });
    await admin.data(CREATE, { input: bike('search-draft', 1100, false) });
    await server.settled();
    expect(await searchNews(ada)).toEqual([]);
    // Ben's wider search matched the small one.
    expect(await searchNews(ben)).toEqual([
      expect.objectContaining({
        message: 'Honda Search Test search-small matches your search.',
        link: '/bike/catalog?brand=honda',
      }),
    ]);

    await admin.data(`mutation { toggleBikeFeaturePublished(company: "honda", path: "search-draft") { published } }`);
    await server.settled();
    const news = await searchNews(ada);
    expect(news).toEqual([
      {
        kind: 'FOLLOWED_SEARCH_MATCH',
        title: 'A new match for a search you follow',
        message: 'Honda Search Test search-draft matches your search.',
        link: '/bike/catalog?brand=honda&minDisplacementCc=900',
      },
    ]);

    // Checked again (another write, a restart): nothing new, nothing told twice.
    await server.api.services.searchWatch.catalogueChanged('bike');
    expect(await searchNews(ada)).toHaveLength(1);
  });

  it('refuses a filter the finder refuses, and keeps a search without a filter without watching it', async () => {
    expect(
      firstError(
        await ada.request(FOLLOW, {
          t: { ...BIG_HONDAS, search: '/bike/catalog?minDisplacementCc=10', filter: { minDisplacementCc: 10 } },
        }),
      ).extensions,
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter' });
    const kept = (
      await ada.data(FOLLOW, { t: { kind: 'SEARCH', category: 'bike', search: '/bike/catalog?searchTerm=duke' } })
    ).follow;
    expect(kept.address).toBe('/bike/catalog?searchTerm=duke');
  });

  it('watch phone finder searches too: a model that starts matching is told', async () => {
    const filter = { companyPaths: ['google'] };
    await ben.data(FOLLOW, {
      t: { kind: 'SEARCH', category: 'mobile', search: '/mobile/finder?brand=google', filter },
    });
    // A phone of the search's that it did not know of (as after a data release adds one).
    const [row] = await server.api.db.query<{ id: number }>(
      `SELECT id FROM follows WHERE kind = 'SEARCH' AND category = 'mobile' ORDER BY id DESC LIMIT 1`,
    );
    const [known] = await server.api.db.query<{ known_matches: string[] }>(
      'SELECT known_matches FROM follows WHERE id = $1',
      [row!.id],
    );
    expect(known!.known_matches.length).toBeGreaterThan(0);
    await server.api.db.query('UPDATE follows SET known_matches = $2 WHERE id = $1', [
      row!.id,
      known!.known_matches.slice(1),
    ]);
    await server.api.services.searchWatch.catalogueChanged('mobile');
    const news = (await searchNews(ben)).filter((item) => item.link === '/mobile/finder?brand=google');
    expect(news).toHaveLength(1);
    expect(news[0]!.message).toMatch(/^Google .+ matches your search\.$/);
  });
});

/** AMD's AM5 processors in the PC builder's part picker, as its address and the picker filter the builder page sends. */
const AM5_RYZENS = {
  kind: 'SEARCH',
  category: 'desktop',
  search: '/desktop/custom-pc-build?pick=cpu&manufacturers=AMD&socket=AM5',
  filter: {
    category: 'CPU',
    filter: {
      search: null,
      manufacturers: ['AMD'],
      sockets: ['AM5'],
      memoryTypes: null,
      boardFormFactors: null,
      storageInterfaces: null,
      maxPriceCents: null,
      minCapacityGb: null,
    },
  },
};
const RYZEN_7_9700X = '09086e21-4979-41ba-a451-3f8bb1c9cc55';

/** The follow's stored filter and matches, by its address. */
async function watchOf(address: string) {
  const [row] = await server.api.db.query<{ search_filter: unknown; known_matches: string[] | null }>(
    `SELECT search_filter, known_matches FROM follows WHERE kind = 'SEARCH' AND search = $1 ORDER BY id DESC LIMIT 1`,
    [address],
  );
  return row;
}

/**
 * A data release as the API's start runs it: the seed upserts the release's parts (these with two new processors), a
 * new process's picker reads them afresh, and every section's followed searches are checked in the background.
 */
async function releaseParts(...added: { id: string; name: string; like: string }[]) {
  const records = pcPartRecords();
  const release = added.map(({ id, name, like }) => ({ ...records.find((record) => record.name === like)!, id, name }));
  await seedPcParts(server.api.db, [...records, ...release]);
  server.api.services.cache.clear('desktop');
  server.api.services.searchWatch.catalogueReleasedLater();
  await server.settled();
}

describe('followed part-picker searches', () => {
  const pickerNews = async (client: TestClient, address: string) =>
    (await searchNews(client)).filter((item) => item.link === address);

  it('keep the picker filter the builder page sends, and what it matches now is not news', async () => {
    const follow = (await ada.data(FOLLOW, { t: AM5_RYZENS })).follow;
    expect(follow).toMatchObject({ kind: 'SEARCH', address: AM5_RYZENS.search });
    const stored = await watchOf(AM5_RYZENS.search);
    expect(stored!.search_filter).toEqual(AM5_RYZENS.filter);
    expect(stored!.known_matches).toContain(RYZEN_7_9700X);
    await server.settled();
    expect(await pickerNews(ada, AM5_RYZENS.search)).toEqual([]);
  });

  it('refuse a filter the picker would not take, saying why, and keep nothing', async () => {
    const refusal = async (filter: unknown) => {
      const error = firstError(
        await ben.request(FOLLOW, {
          t: { ...AM5_RYZENS, search: '/desktop/custom-pc-build?pick=cpu&search=x', filter },
        }),
      );
      return { message: error.message, ...(error.extensions as { code: string; field: string }) };
    };
    const refused = (reason: string) => ({
      message: `This search cannot be followed: ${reason}`,
      code: 'BAD_USER_INPUT',
      field: 'filter',
    });
    expect(await refusal({ category: 'TOASTER' })).toMatchObject(
      refused('Category must be one of CPU, GPU, MOTHERBOARD, RAM, STORAGE, PSU, CASE, CPU_COOLER, CASE_FAN, MONITOR'),
    );
    expect(await refusal({ category: 'CPU', filter: { maxPriceCents: 'cheap' } })).toMatchObject(
      refused('Price must be a whole number of cents'),
    );
    expect(await refusal({ category: 'CPU', filter: { search: 'x'.repeat(101) } })).toMatchObject(
      refused('Search must be at most 100 characters'),
    );
    expect(await refusal({ category: 'CPU', filter: { socket: 'AM5' } })).toMatchObject(
      refused('The picker has no filter "socket"'),
    );
    expect(await refusal('cpu')).toMatchObject(refused('A picker search is an object of its category and filter'));
    expect((await ben.data(`{ myFollows { address } }`)).myFollows).not.toContainEqual({
      address: '/desktop/custom-pc-build?pick=cpu&search=x',
    });
  });

  it('tell a follower once of parts a data release adds that match, not of ones that do not', async () => {
    // Every processor: more than one picker page, so only the newest in the catalogue are on the page checked.
    const everyCpu = { ...AM5_RYZENS, search: '/desktop/custom-pc-build?pick=cpu', filter: { category: 'CPU' } };
    await ben.data(FOLLOW, { t: everyCpu });
    expect((await watchOf(everyCpu.search))!.known_matches).toHaveLength(50);

    const release = [
      { id: 'release-test-ryzen', name: 'AMD Ryzen 7 9700X Release Test', like: 'AMD Ryzen 7 9700X' },
      { id: 'release-test-am4', name: 'AMD Ryzen 5 Release Test AM4', like: 'AMD Ryzen 5 5600X' },
      // Named to come late by name: the check must not read the picker's default order.
      { id: 'release-test-intel', name: 'Intel Core i9 Release Test', like: 'Intel Core i9 14900F' },
    ];
    await releaseParts(...release);
    expect(await pickerNews(ada, AM5_RYZENS.search)).toEqual([
      {
        kind: 'FOLLOWED_SEARCH_MATCH',
        title: 'A new match for a search you follow',
        message: 'AMD Ryzen 7 9700X Release Test matches your search.',
        link: AM5_RYZENS.search,
      },
    ]);
    const [news, ...more] = await pickerNews(ben, everyCpu.search);
    expect(more).toEqual([]);
    expect(news).toMatchObject({ title: '3 new matches for a search you follow', link: everyCpu.search });
    expect(news!.message).toMatch(/^(AMD|Intel) .+ Release Test.* and 1 more match your search\.$/);
    expect((await watchOf(everyCpu.search))!.known_matches).toEqual(
      expect.arrayContaining(['release-test-ryzen', 'release-test-am4', 'release-test-intel']),
    );

    // The next start (the same release again) and a check meanwhile tell nothing new.
    await releaseParts(...release);
    await server.api.services.searchWatch.catalogueChanged('desktop');
    expect(await pickerNews(ada, AM5_RYZENS.search)).toHaveLength(1);
    expect(await pickerNews(ben, everyCpu.search)).toHaveLength(1);
  });
});
