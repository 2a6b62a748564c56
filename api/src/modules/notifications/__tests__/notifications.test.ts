import { NOTIFICATION_ADDED } from '../service';
import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';
import { firstError, startTestApi, TestClient, type TestApi } from '../../../../test-support/helpers';
import { subscribe, untilNotified } from '../../../../test-support/sse';

let server: TestApi;
let ada: TestClient;
let ben: TestClient;
let visitor: TestClient;
beforeAll(async () => {
  server = await startTestApi();
  ada = await signUpAndSignIn(server, 'notify-ada@example.com', { name: 'Ada' });
  ben = await signUpAndSignIn(server, 'notify-ben@example.com', { name: 'Ben' });
  visitor = new TestClient(server.url);
});
afterAll(() => server.close());

const PAGE = { c: 'mobile', b: 'google', p: 'pixel-9' };
const COMMENT = `mutation($c: String!, $b: String!, $p: String!, $text: String!, $parentId: ID) {
  createComment(category: $c, brand: $b, path: $p, comment: $text, name: "Anyone", parentId: $parentId) { id }
}`;
const LIST = `query($before: String, $limit: Int, $unreadOnly: Boolean) {
  myNotifications(before: $before, limit: $limit, unreadOnly: $unreadOnly) {
    unreadCount nextCursor items { id kind title message link isRead createdAt }
  }
}`;
const READ = `mutation($id: ID!) { markNotificationRead(id: $id) }`;

async function comment(client: TestClient, text: string, parentId?: string): Promise<string> {
  return (await client.data(COMMENT, { ...PAGE, text, parentId })).createComment.id;
}
const notificationsOf = async (client: TestClient, variables: Record<string, unknown> = {}) =>
  (await client.data(LIST, variables)).myNotifications;

describe('notifications from replies', () => {
  it("tell a comment's signed-in author about each reply by someone else, live and kept with its read state", async () => {
    const [adaRow] = await server.api.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      'notify-ada@example.com',
    ]);
    const stream = await subscribe(
      server.url,
      `subscription { notificationAdded { id title link isRead } }`,
      {},
      {
        authorization: `Bearer ${ada.token}`,
      },
    );
    try {
      const seen = await untilNotified(stream, (probe) =>
        server.api.services.pubSub.publish(NOTIFICATION_ADDED, String(adaRow!.id), probe),
      );
      const before = (await notificationsOf(ada)).unreadCount;
      const mine = await comment(ada, 'Ada asks: how is the battery?');
      const reply = await comment(ben, 'Ben answers: two full days.', mine);
      const event = await stream.waitFor(
        (entry) => entry?.data?.notificationAdded?.title === 'Ben replied to your comment',
        {
          from: seen,
        },
      );
      expect(event.data.notificationAdded).toEqual({
        id: expect.any(String),
        title: 'Ben replied to your comment',
        link: `/mobile/google/pixel-9#comment-${reply}`,
        isRead: false,
      });
      const list = await notificationsOf(ada);
      expect(list.unreadCount).toBe(before + 1);
      expect(list.items[0]).toMatchObject({
        kind: 'COMMENT_REPLY',
        message: 'Ben answers: two full days.',
        isRead: false,
      });

      // Read by its owner only: another account's mark changes nothing.
      expect((await ben.data(READ, { id: list.items[0].id })).markNotificationRead).toBe(0);
      expect((await notificationsOf(ada)).unreadCount).toBe(before + 1);
      expect((await ada.data(READ, { id: list.items[0].id })).markNotificationRead).toBe(before);
      expect((await notificationsOf(ada)).items[0].isRead).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('tell nobody about their own replies or replies to anonymous comments; an anonymous reply still counts', async () => {
    const before = (await notificationsOf(ada)).unreadCount;
    const mine = await comment(ada, 'Ada again, with a question.');
    await comment(ada, 'Ada answers herself here.', mine);
    const anonymous = await comment(visitor, 'Someone without an account.');
    await comment(ben, 'Ben answers the anonymous one.', anonymous);
    expect((await notificationsOf(ada)).unreadCount).toBe(before);
    await comment(visitor, 'A visitor answers Ada.', mine);
    const after = await notificationsOf(ada);
    expect(after.unreadCount).toBe(before + 1);
    expect(after.items[0].title).toBe('Anyone replied to your comment');
    expect((await ada.data(`mutation { markAllNotificationsRead }`)).markAllNotificationsRead).toBe(0);
    expect((await notificationsOf(ada, { unreadOnly: true })).items).toEqual([]);
  });

  it('page back through many, newest first, without a duplicate', async () => {
    const mine = await comment(ben, 'Ben collects replies here.');
    for (let index = 0; index < 7; index += 1) await comment(ada, `Reply number ${index} to Ben.`, mine);
    const first = await notificationsOf(ben, { limit: 5 });
    expect(first.items).toHaveLength(5);
    const second = await notificationsOf(ben, { limit: 5, before: first.nextCursor });
    const ids = [...first.items, ...second.items].map((item: { id: string }) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.map(Number)).toEqual([...ids.map(Number)].sort((a, b) => b - a));
    expect(second.nextCursor).toBeNull();
    expect(first.items[0].message).toBe('Reply number 6 to Ben.');
  });

  it('are for signed-in accounts only', async () => {
    expect(firstError(await visitor.request(LIST)).extensions?.code).toBe('UNAUTHENTICATED');
    expect(firstError(await visitor.request(`mutation { markAllNotificationsRead }`)).extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(firstError(await ada.request(LIST, { before: 'soon' })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'before',
    });
  });
});

describe('notifications for admins', () => {
  const CREATE_BIKE = `mutation($input: BikeFeatureInput!) { createBikeFeature(input: $input) { path published } }`;
  const TOGGLE = `mutation { toggleBikeFeaturePublished(company: "honda", path: "notice-test") { published } }`;
  const UPDATE = `mutation($input: BikeFeatureUpdateInput!) {
    updateBikeFeature(company: "honda", path: "notice-test", input: $input) { published }
  }`;
  const bikeNoticesOf = async (client: TestClient) =>
    (await notificationsOf(client, { limit: 50 })).items
      .filter((item: { kind: string }) => item.kind.startsWith('BIKE_'))
      .map(({ kind, title, message, link }: Record<string, string>) => ({ kind, title, message, link }));

  it('tell every other active admin of a bike draft created or published, never the admin who did it', async () => {
    const cara = await signUpAndSignIn(server, 'notify-cara@example.com', { name: 'Cara', admin: true });
    const dev = await signUpAndSignIn(server, 'notify-dev@example.com', { name: 'Dev', admin: true });
    // An admin whose account was never activated hears nothing.
    await visitor.data(
      `mutation { register(email: "notify-idle@example.com", name: "Idle", gender: prefer_not_to_say, password: "Secret12345") }`,
    );
    await server.settled();
    expect(await server.api.services.accounts.grantAdmin('notify-idle@example.com')).toBe(true);

    const input = {
      company: 'honda',
      model: 'Notice Test',
      path: 'notice-test',
      engineType: 'Single',
      displacementCc: 125,
      maxPowerHp: 10,
      highlights: ['Light'],
      published: false,
    };
    expect((await cara.data(CREATE_BIKE, { input })).createBikeFeature.published).toBe(false);
    await server.settled();
    const created = {
      kind: 'BIKE_DRAFT_CREATED',
      title: 'Cara created a bike draft: Honda Notice Test',
      message: 'Honda Notice Test waits in the bike admin, unlisted until an admin publishes it.',
      link: '/bike/admin',
    };
    expect(await bikeNoticesOf(dev)).toEqual([created]);
    expect(await bikeNoticesOf(cara)).toEqual([]);
    expect(await bikeNoticesOf(ada)).toEqual([]);

    expect((await cara.data(TOGGLE)).toggleBikeFeaturePublished.published).toBe(true);
    await server.settled();
    const published = {
      kind: 'BIKE_DRAFT_PUBLISHED',
      title: 'Cara published Honda Notice Test',
      message: 'Honda Notice Test is listed on the site now.',
      link: '/bike/honda/notice-test',
    };
    expect(await bikeNoticesOf(dev)).toEqual([published, created]);
    expect(await bikeNoticesOf(cara)).toEqual([]);

    // Taking it back to a draft or editing a listed bike tells nobody; publishing through an edit does.
    await dev.data(TOGGLE);
    await dev.data(UPDATE, { input: { published: true } });
    await dev.data(UPDATE, { input: { maxPowerHp: 11 } });
    await server.settled();
    expect(await bikeNoticesOf(cara)).toEqual([{ ...published, title: 'Dev published Honda Notice Test' }]);
    expect(await bikeNoticesOf(dev)).toEqual([published, created]);
    expect(await bikeNoticesOf(ada)).toEqual([]);
    expect(await bikeNoticesOf(ben)).toEqual([]);
    const [idle] = await server.api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications JOIN users ON users.id = notifications.user_id
       WHERE users.email = 'notify-idle@example.com'`,
    );
    expect(idle!.n).toBe(0);
  });
});
