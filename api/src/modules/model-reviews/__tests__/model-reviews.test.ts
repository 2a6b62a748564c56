import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';
import { firstError, startTestApi, TestClient, type TestApi } from '../../../../test-support/helpers';

let server: TestApi;
let visitor: TestClient;
beforeAll(async () => {
  server = await startTestApi();
  visitor = new TestClient(server.url);
});
afterAll(() => server.close());

const PAGE = { c: 'mobile', b: 'google', p: 'pixel-9' };
const LIST = `query($c: String!, $b: String!, $p: String!, $before: String, $limit: Int) {
  modelReviews(category: $c, brand: $b, path: $p, before: $before, limit: $limit) {
    average count distribution nextCursor items { id author rating text }
  }
}`;
const SAVE = `mutation($c: String!, $b: String!, $p: String!, $r: Int!, $t: String) {
  saveModelReview(category: $c, brand: $b, path: $p, rating: $r, text: $t) { id author rating text createdAt updatedAt }
}`;
const MINE = `query($c: String!, $b: String!, $p: String!) { myModelReview(category: $c, brand: $b, path: $p) { rating text } }`;
const reviewsOf = async (variables: Record<string, unknown> = {}) =>
  (await visitor.data(LIST, { ...PAGE, ...variables })).modelReviews;

describe('ratings and reviews of a model', () => {
  it('keep one review per account, editable and deletable, with the average, count and distribution', async () => {
    expect(await reviewsOf()).toMatchObject({ average: null, count: 0, distribution: [0, 0, 0, 0, 0], items: [] });
    const ada = await signUpAndSignIn(server, 'review-ada@example.com', { name: 'Ada' });
    const ben = await signUpAndSignIn(server, 'review-ben@example.com', { name: 'Ben' });
    await ada.data(SAVE, { ...PAGE, r: 5, t: '  The best camera I have used. ' });
    await ben.data(SAVE, { ...PAGE, r: 2 });
    expect(await reviewsOf()).toMatchObject({
      average: 3.5,
      count: 2,
      distribution: [0, 1, 0, 0, 1],
      items: [
        { author: 'Ben', rating: 2, text: null },
        { author: 'Ada', rating: 5, text: 'The best camera I have used.' },
      ],
    });
    // Saving again edits the one review.
    const edited = (await ada.data(SAVE, { ...PAGE, r: 4, t: 'Very good, battery could be better.' })).saveModelReview;
    expect(edited.updatedAt >= edited.createdAt).toBe(true);
    expect((await reviewsOf()).distribution).toEqual([0, 1, 0, 1, 0]);
    expect((await ada.data(MINE, PAGE)).myModelReview).toEqual({
      rating: 4,
      text: 'Very good, battery could be better.',
    });
    expect((await visitor.data(MINE, PAGE)).myModelReview).toBeNull();
    // Deleting one's own leaves the other's.
    expect(
      (
        await ben.data(
          `mutation($c: String!, $b: String!, $p: String!) { deleteModelReview(category: $c, brand: $b, path: $p) }`,
          PAGE,
        )
      ).deleteModelReview,
    ).toBe(true);
    expect(await reviewsOf()).toMatchObject({ average: 4, count: 1 });
    const [row] = await server.api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM model_reviews r JOIN users u ON u.id = r.user_id WHERE u.email = 'review-ada@example.com'",
    );
    expect(row!.n).toBe(1);
  });

  it('need an account, a rating of 1 to 5 and a page that exists', async () => {
    expect(firstError(await visitor.request(SAVE, { ...PAGE, r: 5 })).extensions?.code).toBe('UNAUTHENTICATED');
    const cy = await signUpAndSignIn(server, 'review-cy@example.com');
    for (const rating of [0, 6]) {
      expect(firstError(await cy.request(SAVE, { ...PAGE, r: rating })).extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'rating',
      });
    }
    expect(firstError(await cy.request(SAVE, { ...PAGE, p: 'pixel-404', r: 3 })).extensions?.code).toBe('NOT_FOUND');
    expect((await cy.data(MINE, PAGE)).myModelReview).toBeNull();
  });

  it('can be hidden by an admin only, and then count for nothing', async () => {
    const page = { c: 'laptop', b: 'apple', p: 'macbook-neo' };
    const dee = await signUpAndSignIn(server, 'review-dee@example.com', { name: 'Dee' });
    const { saveModelReview } = await dee.data(SAVE, { ...page, r: 1, t: 'Spam spam spam.' });
    const hide = `mutation($id: ID!) { setModelReviewHidden(id: $id, hidden: true) }`;
    expect(firstError(await dee.request(hide, { id: saveModelReview.id })).extensions?.code).toBe('FORBIDDEN');
    const admin = await signUpAndSignIn(server, 'review-admin@example.com', { admin: true });
    await admin.data(hide, { id: saveModelReview.id });
    expect(await reviewsOf(page)).toMatchObject({ count: 0, average: null, items: [] });
  });

  it('page back through many without a duplicate', async () => {
    const page = { c: 'mobile', b: 'google', p: 'pixel-9-pro' };
    for (let index = 0; index < 5; index += 1) {
      const client = await signUpAndSignIn(server, `review-many-${index}@example.com`);
      await client.data(SAVE, { ...page, r: 1 + index, t: `Review number ${index}` });
    }
    const first = await reviewsOf({ ...page, limit: 3 });
    const second = await reviewsOf({ ...page, limit: 3, before: first.nextCursor });
    expect([...first.items, ...second.items].map((item: { text: string }) => item.text)).toEqual(
      [4, 3, 2, 1, 0].map((index) => `Review number ${index}`),
    );
    expect(second.nextCursor).toBeNull();
    expect(first.average).toBe(3);
  });
});
