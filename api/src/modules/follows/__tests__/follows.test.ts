import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';
import { firstError, startTestApi, TestClient, type TestApi } from '../../../../test-support/helpers';

let server: TestApi;
let ada: TestClient;
let ben: TestClient;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestApi();
  ada = await signUpAndSignIn(server, 'follow-ada@example.com', { name: 'Ada' });
  ben = await signUpAndSignIn(server, 'follow-ben@example.com', { name: 'Ben' });
  admin = await signUpAndSignIn(server, 'follow-admin@example.com', { name: 'Admin', admin: true });
});
afterAll(() => server.close());

const FOLLOW = `mutation($t: FollowInput!) { follow(target: $t) { id kind category brand path address } }`;
const MINE = `{ myFollows { id kind address } }`;
const KINDS = `{ myNotifications(limit: 50) { items { kind title link } } }`;
const kindsOf = async (client: TestClient) =>
  (await client.data(KINDS)).myNotifications.items as { kind: string; title: string; link: string }[];
const COMMENT = `mutation($c: String!, $b: String!, $p: String!, $text: String!, $parentId: ID) {
  createComment(category: $c, brand: $b, path: $p, comment: $text, name: "x", parentId: $parentId) { id }
}`;

describe('follows', () => {
  it('follow a model, a brand or a search once each, listed for their owner, ended by their owner only', async () => {
    const model = (
      await ada.data(FOLLOW, { t: { kind: 'MODEL', category: 'mobile', brand: 'Google', path: 'pixel-9' } })
    ).follow;
    expect(model).toMatchObject({ kind: 'MODEL', brand: 'google', path: 'pixel-9', address: '/mobile/google/pixel-9' });
    const again = (
      await ada.data(FOLLOW, { t: { kind: 'MODEL', category: 'mobile', brand: 'google', path: 'pixel-9' } })
    ).follow;
    expect(again.id).toBe(model.id);
    await ada.data(FOLLOW, { t: { kind: 'BRAND', category: 'bike', brand: 'honda' } });
    const search = '/mobile/finder?network=5g&maxPrice=600';
    await ada.data(FOLLOW, { t: { kind: 'SEARCH', category: 'mobile', search } });
    expect((await ada.data(MINE)).myFollows.map((follow: { address: string }) => follow.address)).toEqual([
      search,
      '/bike/honda',
      '/mobile/google/pixel-9',
    ]);
    expect((await ben.data(MINE)).myFollows).toEqual([]);
    expect((await new TestClient(server.url).data(MINE)).myFollows).toEqual([]);

    expect((await ben.data(`mutation($id: ID!) { unfollow(id: $id) }`, { id: model.id })).unfollow).toBe(false);
    expect((await ada.data(MINE)).myFollows).toHaveLength(3);
    expect((await ada.data(`mutation($id: ID!) { unfollow(id: $id) }`, { id: model.id })).unfollow).toBe(true);
    expect((await ada.data(MINE)).myFollows).toHaveLength(2);
  });

  it('refuse what does not exist, addresses outside their category, and visitors', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ kind: 'MODEL', category: 'mobile', brand: 'google', path: 'pixel-404' }, 'NOT_FOUND', 'path'],
      [{ kind: 'BRAND', category: 'laptop', brand: 'nobody' }, 'NOT_FOUND', 'brand'],
      [
        { kind: 'SEARCH', category: 'mobile', search: 'https://evil.example/mobile/finder' },
        'BAD_USER_INPUT',
        'search',
      ],
      [{ kind: 'SEARCH', category: 'mobile', search: '/laptop/finder?minRamGb=16' }, 'BAD_USER_INPUT', 'search'],
      [{ kind: 'MODEL', category: 'tablet', brand: 'x', path: 'y' }, 'BAD_USER_INPUT', 'category'],
    ];
    for (const [target, code, field] of cases) {
      expect(firstError(await ben.request(FOLLOW, { t: target })).extensions).toMatchObject({ code, field });
    }
    expect(firstError(await new TestClient(server.url).request(FOLLOW, { t: cases[0]![0] })).extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await ben.data(MINE)).myFollows).toEqual([]);
  });

  it("tell a model's followers of its new comments, once, and never of their own", async () => {
    const page = { c: 'laptop', b: 'apple', p: 'macbook-neo' };
    await ben.data(FOLLOW, { t: { kind: 'MODEL', category: 'laptop', brand: 'apple', path: 'macbook-neo' } });
    await ada.data(FOLLOW, { t: { kind: 'MODEL', category: 'laptop', brand: 'apple', path: 'macbook-neo' } });
    const own = (await ben.data(COMMENT, { ...page, text: 'Ben writes on a page he follows.' })).createComment;
    expect((await kindsOf(ben)).filter((item) => item.kind === 'FOLLOWED_MODEL_COMMENT')).toEqual([]);
    // Ada's reply reaches Ben once, as a reply.
    await ada.data(COMMENT, { ...page, text: 'Ada replies to Ben here.', parentId: own.id });
    const benHeard = await kindsOf(ben);
    expect(benHeard.map((item) => item.kind)).toEqual(['COMMENT_REPLY']);
    // Ada heard of Ben's comment as a follower, not of her own reply.
    expect((await kindsOf(ada)).map((item) => item.kind)).toEqual(['FOLLOWED_MODEL_COMMENT']);
    expect((await kindsOf(ada))[0]!.link).toBe(`/laptop/apple/macbook-neo#comment-${own.id}`);
  });

  it("tell a bike's followers of its edits, and a brand's followers of its new listed models, never of drafts", async () => {
    const [bike] = await server.api.db.query<{ company_path: string; path: string }>(
      "SELECT company_path, path FROM models WHERE category = 'bike' AND published AND company_path = 'honda' ORDER BY id LIMIT 1",
    );
    const cy = await signUpAndSignIn(server, 'follow-cy@example.com', { name: 'Cy' });
    await cy.data(FOLLOW, { t: { kind: 'MODEL', category: 'bike', brand: 'honda', path: bike!.path } });
    await cy.data(FOLLOW, { t: { kind: 'BRAND', category: 'bike', brand: 'honda' } });
    await admin.data(
      `mutation($p: String!) { updateBikeFeature(company: "honda", path: $p, input: { maxPowerHp: 99.5 }) { path } }`,
      { p: bike!.path },
    );
    const create = `mutation($input: BikeFeatureInput!) { createBikeFeature(input: $input) { path } }`;
    const input = {
      company: 'honda',
      model: 'Follow Test',
      path: 'follow-test',
      engineType: 'Single',
      displacementCc: 125,
      maxPowerHp: 10,
      highlights: ['Light'],
    };
    await admin.data(create, { input: { ...input, published: false } });
    expect((await kindsOf(cy)).map((item) => item.kind)).toEqual(['FOLLOWED_MODEL_CHANGED']);
    await admin.data(`mutation { toggleBikeFeaturePublished(company: "honda", path: "follow-test") { published } }`);
    const heard = await kindsOf(cy);
    expect(heard.map((item) => item.kind)).toEqual(['FOLLOWED_BRAND_NEW_MODEL', 'FOLLOWED_MODEL_CHANGED']);
    expect(heard[0]).toMatchObject({ title: 'New: Honda Follow Test', link: '/bike/honda/follow-test' });
  });
});
