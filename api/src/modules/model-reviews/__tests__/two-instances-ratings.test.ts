import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';
import { describeShared, startApiPair } from '../../../../test-support/api-pair';
import { TestClient, type TestApi } from '../../../../test-support/helpers';

/**
 * A review written on one API instance reorders the best rated finders of another: the change travels through Redis
 * (RATINGS_CHANGED), the other instance reads that model's rating again and drops its kept finder answers. Needs
 * TEST_DATABASE_URL and TEST_REDIS_URL; skipped without them.
 */

describeShared('best rated first across two API instances', () => {
  let first: TestApi;
  let second: TestApi;

  beforeAll(async () => {
    ({ first, second } = await startApiPair('rated'));
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('shows a review written on one instance in the other’s order, despite its index and its kept answers', async () => {
    const LAPTOPS = `{ laptopFinder(filter: { companyPaths: ["apple"] }, sort: RATING_DESC, limit: 3) { items { path } } }`;
    const reader = new TestClient(second.url);
    const firstThree = async () =>
      (await reader.data(LAPTOPS)).laptopFinder.items.map((item: { path: string }) => item.path) as string[];
    // Read before the review: the index is built and the answer kept.
    const before = await firstThree();
    const rated = before[2]!;
    const author = await signUpAndSignIn(first, `rated-pair-${Date.now()}@example.com`);
    await author.data(
      `mutation($p: String!) { saveModelReview(category: "laptop", brand: "apple", path: $p, rating: 4) { id } }`,
      {
        p: rated,
      },
    );
    // Heard through Redis, then read after RATINGS_GATHERED_MS: poll with a deadline.
    const deadline = Date.now() + 5000;
    let seen = await firstThree();
    while (seen[0] !== rated && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = await firstThree();
    }
    expect(seen).toEqual([rated, before[0], before[1]]);
  });
});
