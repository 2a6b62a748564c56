import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';
import { firstError, startTestApi, TestClient, type TestApi } from '../../../../test-support/helpers';

let server: TestApi;
let ada: TestClient;
let ben: TestClient;
let admin: TestClient;
let visitor: TestClient;
beforeAll(async () => {
  server = await startTestApi();
  [ada, ben, admin] = await Promise.all([
    signUpAndSignIn(server, 'mod-ada@example.com', { name: 'Ada' }),
    signUpAndSignIn(server, 'mod-ben@example.com', { name: 'Ben' }),
    signUpAndSignIn(server, 'mod-admin@example.com', { name: 'Moderator', admin: true }),
  ]);
  visitor = new TestClient(server.url);
});
afterAll(() => server.close());

const PAGE = { c: 'laptop', b: 'dell', p: 'xps-13-9350' };
const COMMENT = `mutation($c: String!, $b: String!, $p: String!, $text: String!, $parentId: ID) {
  createComment(category: $c, brand: $b, path: $p, comment: $text, name: "Anyone", parentId: $parentId) { id }
}`;
const THREAD = `query($c: String!, $b: String!, $p: String!) {
  comments(category: $c, brand: $b, path: $p, limit: 50) { commentsList { id comment hidden replies { id comment } } }
}`;
const REVIEW = `mutation($c: String!, $b: String!, $p: String!) {
  saveModelReview(category: $c, brand: $b, path: $p, rating: 1, text: "Buy cheap watches at example.test") { id }
}`;
const REVIEWS = `query($c: String!, $b: String!, $p: String!) {
  modelReviews(category: $c, brand: $b, path: $p) { count items { id } }
}`;
const REPORT = `mutation($content: ReportedContent!, $id: ID!, $reason: ReportReason!, $note: String) {
  reportContent(content: $content, id: $id, reason: $reason, note: $note)
}`;
const REPORTS = `query($before: String, $limit: Int) {
  contentReports(before: $before, limit: $limit) {
    nextCursor
    items { id content contentId excerpt author link contentHidden reportCount reason note reportedAt }
  }
}`;
const RESOLVE = `mutation($content: ReportedContent!, $id: ID!, $hide: Boolean!) {
  resolveContentReports(content: $content, id: $id, hide: $hide)
}`;

const comment = async (client: TestClient, text: string, parentId?: string): Promise<string> =>
  (await client.data(COMMENT, { ...PAGE, text, parentId })).createComment.id;
const thread = async () => (await visitor.data(THREAD, PAGE)).comments.commentsList;
const openReports = async () => (await admin.data(REPORTS, { limit: 50 })).contentReports.items;

describe('reporting', () => {
  it('needs a signed-in visitor and an item that exists, and takes one report per account and item', async () => {
    const id = await comment(ada, 'Ada: this is a fine laptop for travel.');
    expect(firstError(await visitor.request(REPORT, { content: 'COMMENT', id, reason: 'SPAM' })).extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      firstError(await ben.request(REPORT, { content: 'COMMENT', id: '999999', reason: 'SPAM' })).extensions,
    ).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    expect(
      firstError(await ben.request(REPORT, { content: 'COMMENT', id, reason: 'SPAM', note: 'x'.repeat(501) }))
        .extensions,
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'note' });

    await ben.data(REPORT, { content: 'COMMENT', id, reason: 'SPAM' });
    await ben.data(REPORT, { content: 'COMMENT', id, reason: 'OFF_TOPIC', note: '  Not about the laptop.  ' });
    await admin.data(REPORT, { content: 'COMMENT', id, reason: 'ABUSE' });
    const reported = (await openReports()).find((item: { contentId: string }) => item.contentId === id);
    expect(reported).toMatchObject({
      content: 'COMMENT',
      excerpt: 'Ada: this is a fine laptop for travel.',
      author: 'Ada',
      link: `/laptop/dell/xps-13-9350#comment-${id}`,
      contentHidden: false,
      reportCount: 2,
      reason: 'ABUSE',
      note: null,
    });
  });
});

describe('the admin list', () => {
  it('is for admins only', async () => {
    expect(firstError(await ada.request(REPORTS)).extensions?.code).toBe('FORBIDDEN');
    expect(firstError(await visitor.request(REPORTS)).extensions?.code).toBe('UNAUTHENTICATED');
    expect(firstError(await ada.request(RESOLVE, { content: 'COMMENT', id: '1', hide: true })).extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect(firstError(await ada.request(`mutation { setCommentHidden(id: "1", hidden: true) }`)).extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('hides a reported comment, which keeps its place and replies without its words, and closes its reports', async () => {
    const id = await comment(ben, 'Ben: visit my shop for cheap chargers!!!');
    const reply = await comment(ada, 'Ada: please stop advertising here.', id);
    await ada.data(REPORT, { content: 'COMMENT', id, reason: 'SPAM' });
    await admin.data(RESOLVE, { content: 'COMMENT', id, hide: true });

    const shown = (await thread()).find((item: { id: string }) => item.id === id);
    expect(shown).toMatchObject({ comment: '', hidden: true, replies: [{ id: reply }] });
    expect((await openReports()).some((item: { contentId: string }) => item.contentId === id)).toBe(false);
    // Shown again by an admin.
    await admin.data(`mutation($id: ID!) { setCommentHidden(id: $id, hidden: false) }`, { id });
    expect((await thread()).find((item: { id: string }) => item.id === id)).toMatchObject({
      comment: 'Ben: visit my shop for cheap chargers!!!',
      hidden: false,
    });
  });

  it('hides a reported review from the page and its counts, or dismisses the reports and keeps it', async () => {
    const before = (await visitor.data(REVIEWS, PAGE)).modelReviews.count;
    const { id } = (await ben.data(REVIEW, PAGE)).saveModelReview;
    await ada.data(REPORT, { content: 'REVIEW', id, reason: 'SPAM', note: 'An advert.' });
    expect((await openReports()).find((item: { contentId: string }) => item.contentId === id)).toMatchObject({
      content: 'REVIEW',
      excerpt: '1 of 5 stars: Buy cheap watches at example.test',
      author: 'Ben',
      link: '/laptop/dell/xps-13-9350',
      note: 'An advert.',
    });

    // Dismissed: the review stays.
    await admin.data(RESOLVE, { content: 'REVIEW', id, hide: false });
    expect((await visitor.data(REVIEWS, PAGE)).modelReviews.count).toBe(before + 1);
    expect((await openReports()).some((item: { contentId: string }) => item.contentId === id)).toBe(false);

    // Reported again and hidden: gone from the page and its count.
    await ada.data(REPORT, { content: 'REVIEW', id, reason: 'SPAM' });
    await admin.data(RESOLVE, { content: 'REVIEW', id, hide: true });
    expect((await visitor.data(REVIEWS, PAGE)).modelReviews.count).toBe(before);
  });

  it('pages through the reported items, newest first', async () => {
    const ids = [];
    for (const n of [1, 2, 3]) {
      const id = await comment(ada, `Ada: paging comment number ${n}.`);
      await ben.data(REPORT, { content: 'COMMENT', id, reason: 'OTHER' });
      ids.push(id);
    }
    const first = (await admin.data(REPORTS, { limit: 2 })).contentReports;
    expect(first.items.map((item: { contentId: string }) => item.contentId)).toEqual([ids[2], ids[1]]);
    const second = (await admin.data(REPORTS, { before: first.nextCursor, limit: 2 })).contentReports;
    expect(second.items[0].contentId).toBe(ids[0]);
  });

  it("keeps an account's reports in its data export", async () => {
    const reports = (await ada.data(`{ exportMyData }`)).exportMyData.reports;
    expect(reports.length).toBeGreaterThan(0);
    expect(reports[0]).toEqual(expect.objectContaining({ content: expect.any(String), reason: expect.any(String) }));
  });
});
