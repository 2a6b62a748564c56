import { describeShared, startApiPair } from '../../../test-support/api-pair';
import { TestClient, type TestApi } from '../../../test-support/helpers';
import { signUpAndSignIn } from '../../../test-support/accounts-helpers';
import { PAGE_ACTIVITY } from '../../modules/comments/page-activity';
import { NOTIFICATION_ADDED } from '../../modules/notifications/service';
import { parsePrometheusText } from '@gadgets/server-kit';
import { subscribe, untilNotified, untilReceiving } from '../../../test-support/sse';

/**
 * Two API instances behind one site: they share PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL).
 * Skipped when either is not configured.
 */

describeShared('two API instances sharing PostgreSQL and Redis', () => {
  let first: TestApi;
  let second: TestApi;

  beforeAll(async () => {
    ({ first, second } = await startApiPair('pair'));
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('delivers a comment posted on one instance to a subscriber on the other', async () => {
    const path = 'pixel-9'; // comments go only to model pages that exist
    const countQuery = `query($p: String!) { comments(category: "mobile", brand: "google", path: $p) { totalCount } }`;
    const before = (await new TestClient(second.url).data(countQuery, { p: path })).comments.totalCount;
    const stream = await subscribe(
      second.url,
      `subscription($p: String!) { commentAdded(category: "mobile", brand: "google", path: $p) { name comment } }`,
      { p: path },
    );
    try {
      // Live across instances once a control event published on the first instance reaches it.
      const seen = await untilReceiving(stream, (probe) =>
        first.api.services.pubSub.publish(PAGE_ACTIVITY, `mobile:google:${path}`, { commentAdded: probe }),
      );
      await new TestClient(first.url).data(
        `mutation($p: String!) { createComment(category: "mobile", brand: "Google", path: $p, name: "Across", comment: "Posted on the first instance.") { id } }`,
        { p: path },
      );
      const event = await stream.waitFor((entry) => entry.data?.commentAdded?.name === 'Across', {
        from: seen,
        timeoutMs: 5000,
      });
      expect(event.data.commentAdded).toEqual({ name: 'Across', comment: 'Posted on the first instance.' });
    } finally {
      stream.close();
    }
    // Both instances read the same comment from the shared database.
    const list = await new TestClient(second.url).data(countQuery, { p: path });
    expect(list.comments.totalCount).toBe(before + 1);
  });

  it("delivers a reply's notification to its author's page open on the other instance", async () => {
    const author = await signUpAndSignIn(first, 'pair-author@example.com', { name: 'Author' });
    const [row] = await first.api.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      'pair-author@example.com',
    ]);
    const authorOnSecond = new TestClient(second.url);
    authorOnSecond.token = author.token;
    const stream = await subscribe(
      second.url,
      `subscription { notificationAdded { id title } }`,
      {},
      {
        authorization: `Bearer ${author.token}`,
      },
    );
    try {
      const seen = await untilNotified(stream, (probe) =>
        first.api.services.pubSub.publish(NOTIFICATION_ADDED, String(row!.id), probe),
      );
      const comment = `mutation($parentId: ID) { createComment(category: "mobile", brand: "google", path: "pixel-9", name: "Someone", comment: "Across the instances.", parentId: $parentId) { id } }`;
      const { createComment } = await author.data(comment);
      await new TestClient(first.url).data(comment, { parentId: createComment.id });
      const event = await stream.waitFor(
        (entry) => entry.data?.notificationAdded?.title === 'Someone replied to your comment',
        { from: seen },
      );
      expect(event).toBeDefined();
      // Kept in the shared database: read on the other instance, marked read there, read on the first.
      const list = await authorOnSecond.data(`{ myNotifications { unreadCount items { id } } }`);
      expect(list.myNotifications.unreadCount).toBe(1);
      // The first instance has counted (and keeps for a while) the unread notification too.
      const unreadOnFirst = async () =>
        (await author.data(`{ myNotifications { unreadCount } }`)).myNotifications.unreadCount;
      expect(await unreadOnFirst()).toBe(1);
      await authorOnSecond.data(`mutation($id: ID!) { markNotificationRead(id: $id) }`, {
        id: list.myNotifications.items[0].id,
      });
      // Told through Redis, well before the kept count would have expired.
      const deadline = Date.now() + 1_000;
      let count = await unreadOnFirst();
      while (count !== 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        count = await unreadOnFirst();
      }
      expect(count).toBe(0);
    } finally {
      stream.close();
    }
  });

  it('shows a bike edit made on one instance on the other, despite its read cache and its finder index', async () => {
    const admin = await signUpAndSignIn(first, `admin-${Date.now()}@example.com`, { admin: true });
    const reader = new TestClient(second.url);
    // The bike page (a kept answer) and the catalogue (the bike finder's index), both read before the edit.
    const read = async () => {
      const { getBikeFeature, bikeFinder } = await reader.data(
        `{ getBikeFeature(company: "yamaha", path: "mt-07") { maxPowerHp }
           bikeFinder(filter: { companyPaths: ["yamaha"] }) { items { path maxPowerHp } } }`,
      );
      const listed = bikeFinder.items.find((bike: { path: string }) => bike.path === 'mt-07');
      return [getBikeFeature.maxPowerHp, listed.maxPowerHp] as number[];
    };
    const [before] = await read();
    await admin.data(
      `mutation($hp: Float!) { updateBikeFeature(company: "yamaha", path: "mt-07", input: { maxPowerHp: $hp }) { path } }`,
      { hp: before! + 1 },
    );
    // The other instance hears of the change (and of its section) through Redis: poll until it shows, with a deadline.
    const deadline = Date.now() + 5000;
    let seen = await read();
    while (seen.some((power) => power !== before! + 1) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = await read();
    }
    expect(seen).toEqual([before! + 1, before! + 1]);
  });
});

describeShared("the event bus's figures", () => {
  it('counts what each instance published and received through Redis, and the time Redis took to hand it back', async () => {
    const { first, second } = await startApiPair('bus');
    const figures = async (server: TestApi) => parsePrometheusText(await server.api.metrics.registry.metrics());
    try {
      const [firstBefore, secondBefore] = [await figures(first), await figures(second)];
      await new TestClient(first.url).data(
        `mutation { createComment(category: "mobile", brand: "google", path: "pixel-9", name: "Bus", comment: "Counted on both.") { id } }`,
      );
      const moved = (after: Map<string, number>, before: Map<string, number>, key: string) =>
        (after.get(key) ?? 0) - (before.get(key) ?? 0);
      const deadline = Date.now() + 5_000;
      let [firstAfter, secondAfter] = [await figures(first), await figures(second)];
      while (
        (moved(secondAfter, secondBefore, 'api_events_received_total{topic="comments"}') < 1 ||
          moved(firstAfter, firstBefore, 'api_event_bus_delivery_seconds_count{}') < 1) &&
        Date.now() < deadline
      ) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        [firstAfter, secondAfter] = [await figures(first), await figures(second)];
      }
      expect(moved(firstAfter, firstBefore, 'api_events_published_total{topic="comments"}')).toBe(1);
      // At least: every instance on this Redis hears every event (other tests' instances' too).
      expect(moved(secondAfter, secondBefore, 'api_events_received_total{topic="comments"}')).toBeGreaterThanOrEqual(1);
      // The publisher hears its own event back: the bus's delivery time, measured without a field added to events.
      expect(moved(firstAfter, firstBefore, 'api_events_received_total{topic="comments"}')).toBeGreaterThanOrEqual(1);
      expect(moved(firstAfter, firstBefore, 'api_event_bus_delivery_seconds_count{}')).toBeGreaterThanOrEqual(1);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describeShared('rate limits shared through Redis', () => {
  it('counts attempts on both instances together', async () => {
    const { first, second } = await startApiPair('rate', { RATE_LIMIT_FACTOR: '1' });
    try {
      const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const clients = [new TestClient(first.url, ip), new TestClient(second.url, ip)];
      const codes: string[] = [];
      // forgotPassword allows 5 per hour per address; 6 spread over two instances must hit the limit.
      for (let attempt = 0; attempt < 6; attempt++) {
        const result = await clients[attempt % 2]!.request(
          `mutation { forgotPassword(email: "someone-${attempt}-${ip}@example.com") }`,
        );
        codes.push(result.errors?.[0]?.extensions?.code ?? 'OK');
      }
      expect(codes.slice(0, 5)).toEqual(['OK', 'OK', 'OK', 'OK', 'OK']);
      expect(codes[5]).toBe('RATE_LIMITED');
    } finally {
      await second.close();
      await first.close();
    }
  });
});
