import { signUpAndSignIn } from './accounts-helpers';
import { firstError, startTestApi, type TestClient, type TestApi } from './helpers';

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
  search: '/bike/catalog?brand=honda&minCc=900',
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
        link: '/bike/catalog?brand=honda&minCc=900',
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
          t: { ...BIG_HONDAS, search: '/bike/catalog?minCc=10', filter: { minDisplacementCc: 10 } },
        }),
      ).extensions,
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter' });
    const kept = (await ada.data(FOLLOW, { t: { kind: 'SEARCH', category: 'bike', search: '/bike/catalog?q=duke' } }))
      .follow;
    expect(kept.address).toBe('/bike/catalog?q=duke');
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
