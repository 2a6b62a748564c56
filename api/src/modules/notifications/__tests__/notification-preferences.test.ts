import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';
import { firstError, startTestApi, TestClient, type TestApi } from '../../../../test-support/helpers';

let server: TestApi;
let ada: TestClient;
let ben: TestClient;
beforeAll(async () => {
  server = await startTestApi();
  ada = await signUpAndSignIn(server, 'prefs-ada@example.com', { name: 'Ada' });
  ben = await signUpAndSignIn(server, 'prefs-ben@example.com', { name: 'Ben' });
});
afterAll(() => server.close());

const PAGE = { c: 'mobile', b: 'google', p: 'pixel-9a' };
const COMMENT = `mutation($c: String!, $b: String!, $p: String!, $text: String!, $parentId: ID) {
  createComment(category: $c, brand: $b, path: $p, comment: $text, name: "Anyone", parentId: $parentId) { id }
}`;
const PREFERENCES = `{ myNotificationPreferences { kind delivery } }`;
const SET = `mutation($k: NotificationKind!, $d: NotificationDelivery!) {
  setNotificationPreference(kind: $k, delivery: $d) { kind delivery }
}`;
const UNREAD = `{ myNotifications(limit: 50) { items { id kind title message isRead } } }`;

const comment = async (client: TestClient, text: string, parentId?: string): Promise<string> =>
  (await client.data(COMMENT, { ...PAGE, text, parentId })).createComment.id;

/** Ben replies to a new comment of Ada's; returns the titles of Ada's notifications about replies afterwards. */
async function benRepliesToAda(): Promise<string[]> {
  const mine = await comment(ada, `Ada asks ${Math.random()}`);
  await comment(ben, 'Ben answers.', mine);
  await server.settled();
  const { items } = (await ada.data(UNREAD)).myNotifications;
  return items.filter((item: { kind: string }) => item.kind === 'COMMENT_REPLY').map((item: { id: string }) => item.id);
}

const digestsTo = async (email: string) =>
  (await server.outbox()).filter((mail) => mail.to === email && mail.kind === 'notification-digest');

describe('notification preferences', () => {
  it('lists every kind a member can receive, on the site by default; admins also get the bike draft kinds', async () => {
    expect((await ada.data(PREFERENCES)).myNotificationPreferences).toEqual([
      { kind: 'COMMENT_REPLY', delivery: 'SITE' },
      { kind: 'FOLLOWED_MODEL_COMMENT', delivery: 'SITE' },
      { kind: 'FOLLOWED_MODEL_CHANGED', delivery: 'SITE' },
      { kind: 'FOLLOWED_BRAND_NEW_MODEL', delivery: 'SITE' },
      { kind: 'FOLLOWED_SEARCH_MATCH', delivery: 'SITE' },
    ]);
    const admin = await signUpAndSignIn(server, 'prefs-admin@example.com', { admin: true });
    const kinds = (await admin.data(PREFERENCES)).myNotificationPreferences.map((p: { kind: string }) => p.kind);
    expect(kinds).toEqual(expect.arrayContaining(['BIKE_DRAFT_CREATED', 'BIKE_DRAFT_PUBLISHED']));
    expect(firstError(await new TestClient(server.url).request(PREFERENCES)).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("refuses an admin's kind to a member, and an anonymous change", async () => {
    expect(firstError(await ada.request(SET, { k: 'BIKE_DRAFT_CREATED', d: 'OFF' })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'kind',
    });
    expect(
      firstError(await new TestClient(server.url).request(SET, { k: 'COMMENT_REPLY', d: 'OFF' })).extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('keeps nothing of a kind turned off, and tells again once it is back on', async () => {
    const before = (await benRepliesToAda()).length;
    const set = await ada.data(SET, { k: 'COMMENT_REPLY', d: 'OFF' });
    expect(set.setNotificationPreference).toContainEqual({ kind: 'COMMENT_REPLY', delivery: 'OFF' });
    expect((await benRepliesToAda()).length).toBe(before);
    await ada.data(SET, { k: 'COMMENT_REPLY', d: 'SITE' });
    expect((await benRepliesToAda()).length).toBe(before + 1);
    // Ben's own choices are his: Ada's change touched none of them.
    expect(
      (await ben.data(PREFERENCES)).myNotificationPreferences.every((p: { delivery: string }) => p.delivery === 'SITE'),
    ).toBe(true);
  });
});

describe('the e-mail digest', () => {
  it('mails the unread notifications of the kinds chosen by e-mail once, still on the site, at most once a period', async () => {
    const carl = await signUpAndSignIn(server, 'prefs-carl@example.com', { name: 'Carl' });
    await carl.data(SET, { k: 'COMMENT_REPLY', d: 'EMAIL' });
    const first = await comment(carl, 'Carl asks about the camera.');
    await comment(ben, 'Ben: the camera is fine.', first);
    const second = await comment(carl, 'Carl asks about the screen.');
    await comment(ben, 'Ben: the screen is bright.', second);
    await server.settled();
    // One reply read on the site before the digest goes: it is not mailed.
    const { items } = (await carl.data(UNREAD)).myNotifications;
    expect(items).toHaveLength(2);
    await carl.data(`mutation($id: ID!) { markNotificationRead(id: $id) }`, { id: items[1].id });

    await server.api.services.notificationDigest.sendDue();
    const [digest, ...others] = await digestsTo('prefs-carl@example.com');
    expect(others).toEqual([]);
    expect(digest!.subject).toBe('1 new notification on Gadget Specs');
    expect(digest!.text).toContain('Hello Carl,');
    // The unread reply only: the one read on the site is not mailed.
    expect(digest!.text.match(/Ben replied to your comment/g)).toHaveLength(1);
    expect(digest!.text).toContain(items[0].message);
    expect(digest!.text).not.toContain(items[1].message);
    expect(digest!.text).toContain('http://localhost:3000/account/preferences');
    // Still on the site, still unread.
    expect((await carl.data(UNREAD)).myNotifications.items.filter((i: { isRead: boolean }) => !i.isRead)).toHaveLength(
      1,
    );

    // Within the period, a new reply waits for the next digest; nothing is mailed twice.
    const third = await comment(carl, 'Carl asks about the price.');
    await comment(ben, 'Ben: it is on sale.', third);
    await server.settled();
    await server.api.services.notificationDigest.sendDue();
    expect(await digestsTo('prefs-carl@example.com')).toHaveLength(1);
    // A period later it goes, with only what was not mailed.
    await server.api.db.query(`UPDATE notification_digests SET sent_at = now() - interval '25 hours'`);
    await server.api.services.notificationDigest.sendDue();
    const digests = await digestsTo('prefs-carl@example.com');
    expect(digests).toHaveLength(2);
    expect(digests[1]!.text.match(/Ben replied to your comment/g)).toHaveLength(1);
    expect(digests[1]!.text).toContain('it is on sale');
    expect(digests[1]!.text).not.toContain(items[0].message);
  });

  it('mails one digest when several instances check at once', async () => {
    const dee = await signUpAndSignIn(server, 'prefs-dee@example.com', { name: 'Dee' });
    await dee.data(SET, { k: 'COMMENT_REPLY', d: 'EMAIL' });
    await comment(ben, 'Ben: it charges fast.', await comment(dee, 'Dee asks about charging.'));
    await server.settled();
    await Promise.all([1, 2, 3].map(() => server.api.services.notificationDigest.sendDue()));
    expect(await digestsTo('prefs-dee@example.com')).toHaveLength(1);
  });

  it('mails nobody who kept every kind on the site, and the choices are in the data export', async () => {
    await benRepliesToAda();
    await server.api.services.notificationDigest.sendDue();
    expect(await digestsTo('prefs-ada@example.com')).toEqual([]);
    await ada.data(SET, { k: 'FOLLOWED_MODEL_CHANGED', d: 'EMAIL' });
    expect((await ada.data(`{ exportMyData }`)).exportMyData.notificationPreferences).toEqual([
      { kind: 'FOLLOWED_MODEL_CHANGED', delivery: 'email' },
    ]);
  });
});
