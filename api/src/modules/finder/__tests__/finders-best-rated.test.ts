import { FinderIndex } from '../finder-index';
import { RATING_COLUMNS } from '../finder-conditions';
import { RATING_SORT_KEY } from '../finder-kit';
import { PHONE_SORT_KEYS, phoneConditions } from '../../phones/finder-config';
import { createPhoneStore } from '../../phones/store';
import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';
import { startTestApi, TestClient, type TestApi } from '../../../../test-support/helpers';

/**
 * Best rated first: the average of a model's visible reviews, then the more reviews, then the finder's tie (model id);
 * models without reviews last. The ratings sit beside the finder index and change in place as reviews change.
 */
describe('the finder index’s rating columns', () => {
  type Row = { model_id: number; price: number | null };
  const rows: Row[] = [1, 2, 3, 4, 5].map((model_id) => ({ model_id, price: 100 * model_id }));
  const ratings = (ids: number[], averages: number[], counts: number[]) => ({
    ids,
    values: { rating_average: averages, rating_count: counts },
  });

  it('orders by average, then by count, unrated models last by id, and follows a change without a rebuild', () => {
    const index = new FinderIndex(rows, { numbers: ['price'], texts: [], live: RATING_COLUMNS });
    expect(index.page([], RATING_SORT_KEY, 0, 10).ids).toEqual([1, 2, 3, 4, 5]);
    index.updateNumbers(ratings([4, 2, 5, 99], [4.5, 4.5, 5, 1], [2, 4, 1, 7]));
    expect(index.page([], RATING_SORT_KEY, 0, 10).ids).toEqual([5, 2, 4, 1, 3]);
    // A model whose last review went has no rating again.
    expect(index.updateNumbers(ratings([5], [Number.NaN], [Number.NaN]))).toBe(2);
    expect(index.page([], RATING_SORT_KEY, 0, 10).ids).toEqual([2, 4, 1, 3, 5]);
    expect(index.page([{ key: 'max', column: 'price', max: 300 }], RATING_SORT_KEY, 1, 2)).toEqual({
      total: 3,
      ids: [1, 3],
    });
    // Other orders are as they were.
    expect(index.page([], { column: 'price', direction: 'DESC', tie: 'ASC' }, 0, 2).ids).toEqual([5, 4]);
    expect(() => index.count([{ key: 'rated', column: 'rating_average', min: 4 }])).toThrow(/live column/);
  });
});

describe('best rated first in the finders', () => {
  let server: TestApi;
  let visitor: TestClient;
  beforeAll(async () => {
    server = await startTestApi();
    visitor = new TestClient(server.url);
  });
  afterAll(() => server.close());

  const SAVE = `mutation($c: String!, $b: String!, $p: String!, $r: Int!) {
    saveModelReview(category: $c, brand: $b, path: $p, rating: $r) { id }
  }`;
  const review = async (client: TestClient, category: string, brand: string, path: string, rating: number) =>
    (await client.data(SAVE, { c: category, b: brand, p: path, r: rating })).saveModelReview.id as string;

  /** A brand's listed models of a category, in model id order (the tie among models rated alike, or not rated). */
  const byId = async (category: string, brand: string) =>
    (
      await server.api.db.query<{ path: string }>(
        'SELECT path FROM models WHERE category = $1 AND company_path = $2 AND published ORDER BY id',
        [category, brand],
      )
    ).map((row) => row.path);
  const unrated = (all: string[], rated: string[]) => all.filter((path) => !rated.includes(path));
  const reviewer = (name: string) => signUpAndSignIn(server, `rated-${name}@example.com`);

  it('orders phones by their visible reviews’ average, then count, unrated last; a hidden or new review reorders them', async () => {
    const PHONES = `query($sort: PhoneSort) {
      phoneFinder(filter: { companyPaths: ["google"] }, sort: $sort, limit: 60) { items { path } totalCount }
    }`;
    const bestRated = async () => {
      const { items, totalCount } = (await visitor.data(PHONES, { sort: 'RATING_DESC' })).phoneFinder;
      expect(items).toHaveLength(totalCount);
      return items.map((item: { path: string }) => item.path) as string[];
    };
    // The database's order for the same finder: the reference the index is held to.
    const store = createPhoneStore(server.api.db);
    const databaseOrder = async () =>
      (await store.findPage(phoneConditions({ companyPaths: ['google'] }), PHONE_SORT_KEYS.RATING_DESC, 60, 0)).map(
        (row) => row.path,
      );

    const google = await byId('mobile', 'google');
    expect(google.length).toBeGreaterThan(5);
    // Before any review, every phone is unrated: model id order.
    expect(await bestRated()).toEqual(google);
    const [a, b, c] = [google[1]!, google[3]!, google[4]!];

    const [ann, bob, cat, dan] = await Promise.all([
      reviewer('ann'),
      reviewer('bob'),
      reviewer('cat'),
      reviewer('dan'),
    ]);
    for (const [client, rating] of [
      [ann, 5],
      [bob, 4],
      [cat, 5],
      [dan, 4],
    ] as const)
      await review(client, 'mobile', 'google', a, rating);
    await review(ann, 'mobile', 'google', b, 5);
    await review(bob, 'mobile', 'google', b, 4);
    const spam = await review(dan, 'mobile', 'google', b, 5);
    await review(ann, 'mobile', 'google', c, 5);
    await server.settled();
    // c: 5 (1 review); b: 4.67 (3); a: 4.5 (4).
    expect(await bestRated()).toEqual([c, b, a, ...unrated(google, [a, b, c])]);
    expect(await databaseOrder()).toEqual(await bestRated());

    // Hidden, a review counts for nothing: b is 4.5 (2), after a at 4.5 with more reviews.
    const admin = await signUpAndSignIn(server, 'rated-admin@example.com', { admin: true });
    await admin.data(`mutation($id: ID!) { setModelReviewHidden(id: $id, hidden: true) }`, { id: spam });
    await server.settled();
    expect(await bestRated()).toEqual([c, a, b, ...unrated(google, [a, b, c])]);
    expect(await databaseOrder()).toEqual(await bestRated());

    // A new review reorders the finder without reading the phone finder's rows again.
    const queries = jest.spyOn(server.api.db, 'query');
    try {
      await review(bob, 'mobile', 'google', c, 1);
      await server.settled();
      expect(await bestRated()).toEqual([a, b, c, ...unrated(google, [a, b, c])]);
      const finderReads = queries.mock.calls.filter(([sql]) => /FROM phone_finder f/.test(sql));
      expect(finderReads).toEqual([]);
    } finally {
      queries.mockRestore();
    }
    expect(await databaseOrder()).toEqual(await bestRated());
  });

  it('answers a kept laptop finder answer in the new order once a rating changes, an account deleted included', async () => {
    const LAPTOPS = `{ laptopFinder(filter: { companyPaths: ["apple"] }, sort: RATING_DESC, limit: 60) { items { path } } }`;
    const bestRated = async () =>
      (await visitor.data(LAPTOPS)).laptopFinder.items.map((item: { path: string }) => item.path) as string[];
    const apple = await byId('laptop', 'apple');
    expect(apple.length).toBeGreaterThan(2);
    const [first, second] = [apple.at(-1)!, apple.at(-2)!];
    const [eve, fay] = await Promise.all([reviewer('eve'), reviewer('fay')]);
    await review(eve, 'laptop', 'apple', first, 5);
    await review(fay, 'laptop', 'apple', second, 4);
    await server.settled();
    expect(await bestRated()).toEqual([first, second, ...unrated(apple, [first, second])]);
    // Asked again: the whole answer kept for every visitor.
    expect(await bestRated()).toEqual([first, second, ...unrated(apple, [first, second])]);

    // Deleting an account takes its reviews out of the order too.
    await eve.data(`mutation { deleteAccount(password: "Secret12345") }`);
    await server.settled();
    expect(await bestRated()).toEqual([second, ...unrated(apple, [second])]);
  });

  it('orders the bike catalogue by rating, following an edited and a deleted review', async () => {
    const BIKES = `{ bikeFinder(filter: { companyPaths: ["yamaha"] }, sort: RATING_DESC, limit: 200) { items { path } } }`;
    const bestRated = async () =>
      (await visitor.data(BIKES)).bikeFinder.items.map((item: { path: string }) => item.path) as string[];
    const yamaha = await byId('bike', 'yamaha');
    expect(yamaha.length).toBeGreaterThan(2);
    const [one, two] = [yamaha[0]!, yamaha[1]!];
    const [gus, hal] = await Promise.all([reviewer('gus'), reviewer('hal')]);
    await review(gus, 'bike', 'yamaha', one, 3);
    await review(hal, 'bike', 'yamaha', two, 4);
    await server.settled();
    expect(await bestRated()).toEqual([two, one, ...unrated(yamaha, [one, two])]);

    // Saved again, a review is edited.
    await review(gus, 'bike', 'yamaha', one, 5);
    await server.settled();
    expect(await bestRated()).toEqual([one, two, ...unrated(yamaha, [one, two])]);

    await gus.data(`mutation($p: String!) { deleteModelReview(category: "bike", brand: "yamaha", path: $p) }`, {
      p: one,
    });
    await server.settled();
    expect(await bestRated()).toEqual([two, ...unrated(yamaha, [two])]);

    // A reviewed bike can be deleted (its reviews and rating go with it); the catalogue write builds the index again.
    const admin = await signUpAndSignIn(server, 'rated-bike-admin@example.com', { admin: true });
    const ratingOfTwo = `SELECT r.* FROM model_ratings r JOIN models m ON m.id = r.model_id
      WHERE m.category = 'bike' AND m.company_path = 'yamaha' AND m.path = $1`;
    expect(await server.api.db.query(ratingOfTwo, [two])).toEqual([
      expect.objectContaining({ review_count: 1, rating_sum: 4 }),
    ]);
    await admin.data(`mutation($p: String!) { deleteBikeFeature(company: "yamaha", path: $p) }`, { p: two });
    expect(await bestRated()).toEqual(unrated(yamaha, [two]));
  });
});
