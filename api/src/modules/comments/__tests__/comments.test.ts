import { startTestApi, TestClient, firstError, type TestApi } from '../../../../test-support/helpers';
import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';
import { PAGE_ACTIVITY } from '../page-activity';
import { probeComment, subscribe, untilReceiving } from '../../../../test-support/sse';

let server: TestApi;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestApi();
  visitor = new TestClient(server.url);
});
afterAll(() => server.close());

const LIST = `query($c: String!, $b: String!, $p: String!) {
  comments(category: $c, brand: $b, path: $p) {
    totalCount
    commentsList { id category brand path name comment timestamp isVerified likes dislikes isReply parentId replies { id name comment isReply parentId timestamp } }
  }
}`;
const CREATE = `mutation($c: String!, $b: String!, $p: String!, $comment: String!, $name: String!, $email: String, $parentId: ID) {
  createComment(category: $c, brand: $b, path: $p, comment: $comment, name: $name, email: $email, parentId: $parentId) { id name comment isReply parentId isVerified timestamp }
}`;

describe('comments', () => {
  it('lists seeded comments newest first with their replies', async () => {
    const { comments } = await visitor.data(LIST, { c: 'mobile', b: 'google', p: 'pixel-9' });
    expect(comments.totalCount).toBe(2);
    const [newest, older] = comments.commentsList;
    expect(newest.timestamp > older.timestamp).toBe(true);
    expect(older.replies).toHaveLength(1);
    expect(older.replies[0]).toMatchObject({ isReply: true, parentId: older.id });
  });

  it('posts anonymous comments and replies; the e-mail is stored but never returned', async () => {
    const created = await visitor.data(CREATE, {
      c: 'laptop',
      b: 'Dell',
      p: 'xps-13-9350',
      comment: 'Great keyboard for such a small laptop.',
      name: 'Ola',
      email: 'ola@example.com',
    });
    expect(created.createComment).toMatchObject({ name: 'Ola', isReply: false, isVerified: false });
    const reply = await visitor.data(CREATE, {
      c: 'laptop',
      b: 'dell',
      p: 'xps-13-9350',
      comment: 'The haptic touchpad takes a day to learn.',
      name: 'Ben',
      parentId: created.createComment.id,
    });
    expect(reply.createComment).toMatchObject({ isReply: true, parentId: created.createComment.id });
    const { comments } = await visitor.data(LIST, { c: 'laptop', b: 'dell', p: 'xps-13-9350' });
    expect(comments.commentsList[0].replies[0].name).toBe('Ben');
    expect(JSON.stringify(comments)).not.toContain('ola@example.com');
    const stored = await server.api.db.query<{ email: string }>(`SELECT email FROM comments WHERE name = 'Ola'`);
    expect(stored[0]!.email).toBe('ola@example.com');
    const noEmailField = await visitor.request(
      `{ comments(category: "laptop", brand: "dell", path: "xps-13-9350") { commentsList { email } } }`,
    );
    expect(firstError(noEmailField).message).toMatch(/email/);
  });

  it('shows a new comment in a thread read just before (a kept thread is dropped when the page gets a comment)', async () => {
    const page = { c: 'mobile', b: 'google', p: 'pixel-9-pro' };
    const before = (await visitor.data(LIST, page)).comments;
    // Read twice: the second answer may come from the kept thread.
    expect((await visitor.data(LIST, page)).comments).toEqual(before);
    await visitor.data(CREATE, { ...page, comment: 'The zoom camera is the best part.', name: 'Kari' });
    const after = (await visitor.data(LIST, page)).comments;
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.commentsList[0]).toMatchObject({ name: 'Kari', comment: 'The zoom camera is the best part.' });
  });

  it('marks comments of signed-in users as verified', async () => {
    const member = await signUpAndSignIn(server, 'member@example.com', { name: 'Member Person' });
    const { createComment } = await member.data(CREATE, {
      c: 'bike',
      b: 'ktm',
      p: '390-duke',
      comment: 'Quickshifter works really well on this one.',
      name: 'Member',
    });
    expect(createComment.isVerified).toBe(true);
  });

  it('validates like the comment form and changes nothing', async () => {
    const short = firstError(
      await visitor.request(CREATE, { c: 'mobile', b: 'google', p: 'pixel-9', comment: 'Eight ch', name: 'X' }),
    );
    expect(short).toMatchObject({
      message: 'Comment must be more than 8 characters',
      extensions: { code: 'BAD_USER_INPUT', field: 'comment' },
    });
    const noName = firstError(
      await visitor.request(CREATE, {
        c: 'mobile',
        b: 'google',
        p: 'pixel-9',
        comment: 'A perfectly long comment',
        name: '  ',
      }),
    );
    expect(noName).toMatchObject({ message: 'Name is required', extensions: { field: 'name' } });
    const badEmail = firstError(
      await visitor.request(CREATE, {
        c: 'mobile',
        b: 'google',
        p: 'pixel-9',
        comment: 'A perfectly long comment',
        name: 'X',
        email: 'nope',
      }),
    );
    expect(badEmail).toMatchObject({ message: 'Please enter a valid email address', extensions: { field: 'email' } });
    const tooLong = firstError(
      await visitor.request(CREATE, { c: 'mobile', b: 'google', p: 'pixel-9', comment: 'x'.repeat(2001), name: 'X' }),
    );
    expect(tooLong.extensions?.field).toBe('comment');
    const badCategory = firstError(
      await visitor.request(CREATE, {
        c: 'toaster',
        b: 'google',
        p: 'pixel-9',
        comment: 'A perfectly long comment',
        name: 'X',
      }),
    );
    expect(badCategory.extensions?.field).toBe('category');
    const wrongParent = firstError(
      await visitor.request(CREATE, {
        c: 'mobile',
        b: 'google',
        p: 'pixel-9',
        comment: 'A perfectly long comment',
        name: 'X',
        parentId: '999999',
      }),
    );
    expect(wrongParent.extensions?.field).toBe('parentId');
    const { comments } = await visitor.data(LIST, { c: 'mobile', b: 'google', p: 'pixel-9' });
    expect(comments.totalCount).toBe(2);
  });

  it('pushes new comments to subscribers of that page over SSE, and only of that page', async () => {
    const query = `subscription($c: String!, $b: String!, $p: String!) { pageActivity(category: $c, brand: $b, path: $p) { commentAdded { id name comment isReply } } }`;
    const page = await subscribe(server.url, query, { c: 'mobile', b: 'oneplus', p: '13' });
    const other = await subscribe(server.url, query, { c: 'mobile', b: 'oneplus', p: '12' });
    try {
      expect(page.contentType).toContain('text/event-stream');
      const { pubSub } = server.api.services;
      // Both subscriptions are live once each has received a control event on its own topic.
      const pageSeen = await untilReceiving(page, (probe) =>
        pubSub.publish(PAGE_ACTIVITY, 'mobile:oneplus:13', { commentAdded: probe }),
      );
      const otherSeen = await untilReceiving(other, (probe) =>
        pubSub.publish(PAGE_ACTIVITY, 'mobile:oneplus:12', { commentAdded: probe }),
      );
      await visitor.data(CREATE, {
        c: 'mobile',
        b: 'OnePlus',
        p: '13',
        comment: 'Charging is incredibly fast on this phone.',
        name: 'Live',
      });
      const event = await page.waitFor((entry) => entry.data?.pageActivity?.commentAdded?.name === 'Live', {
        from: pageSeen,
      });
      expect(event.data.pageActivity.commentAdded).toMatchObject({ name: 'Live', isReply: false });
      // A control event published to the other page after the comment must be the only thing that page receives.
      const control = probeComment('control');
      pubSub.publish(PAGE_ACTIVITY, 'mobile:oneplus:12', { commentAdded: control });
      await other.waitFor((entry) => entry.data?.pageActivity?.commentAdded?.id === control.id, { from: otherSeen });
      expect(other.events.slice(otherSeen).map((entry) => entry.data.pageActivity.commentAdded.id)).toEqual([
        control.id,
      ]);
    } finally {
      page.close();
      other.close();
    }
  });

  it('limits how fast one address can post', async () => {
    const limited = await startTestApi({ RATE_LIMIT_FACTOR: '1' });
    try {
      const spammer = new TestClient(limited.url);
      const codes: string[] = [];
      for (let i = 0; i < 12; i++) {
        const result = await spammer.request(CREATE, {
          c: 'mobile',
          b: 'google',
          p: 'pixel-9',
          comment: `Spam comment number ${i}`,
          name: 'Spam',
        });
        if (result.errors) codes.push(result.errors[0]!.extensions!.code);
      }
      expect(codes).toContain('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('older comments, a page at a time', () => {
  const PAGE = `query($c: String!, $b: String!, $p: String!, $before: String, $limit: Int) {
    comments(category: $c, brand: $b, path: $p, before: $before, limit: $limit) {
      totalCount nextCursor commentsList { id comment replies { id } }
    }
  }`;
  const page = { c: 'laptop', b: 'apple', p: 'macbook-neo' };

  it('pages back through the whole thread without a duplicate while new comments arrive', async () => {
    const posted: string[] = [];
    const post = async (text: string) => {
      const { createComment } = await visitor.data(CREATE, { ...page, comment: text, name: 'Pager' });
      posted.push(createComment.id);
      return createComment.id as string;
    };
    for (let index = 0; index < 25; index += 1) await post(`Paged comment number ${index}`);
    // A reply travels with its comment, whatever page that comment is on.
    const reply = await visitor.data(CREATE, {
      ...page,
      comment: 'A reply on the first one',
      name: 'R',
      parentId: posted[0],
    });

    const first = (await visitor.data(PAGE, page)).comments;
    expect(first.commentsList).toHaveLength(20);
    expect(first.totalCount).toBe(25);
    expect(first.nextCursor).toEqual(expect.any(String));
    // Newer comments arrive meanwhile: the older page is the same.
    await post('Arrived while reading');
    const second = (await visitor.data(PAGE, { ...page, before: first.nextCursor })).comments;
    expect(second.nextCursor).toBeNull();
    const seen = [...first.commentsList, ...second.commentsList].map((comment: { id: string }) => comment.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual(posted.slice(0, 25).sort());
    const oldest = second.commentsList.find((comment: { id: string }) => comment.id === posted[0]);
    expect(oldest.replies).toEqual([{ id: reply.createComment.id }]);

    const small = (await visitor.data(PAGE, { ...page, limit: 5 })).comments;
    expect(small.commentsList.map((comment: { id: string }) => comment.id)).toEqual(posted.slice(-5).reverse());
  });

  it('refuses a cursor it did not give', async () => {
    const error = firstError(await visitor.request(PAGE, { ...page, before: 'yesterday' }));
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'before' });
  });
});

describe("an author's own comments", () => {
  const page = { c: 'mobile', b: 'google', p: 'pixel-9-pro' };
  const EDIT = `mutation($id: ID!, $text: String!) { editComment(id: $id, comment: $text) { id comment } }`;
  const DELETE = `mutation($id: ID!) { deleteComment(id: $id) }`;
  const MINE = `query($c: String!, $b: String!, $p: String!) { myCommentIds(category: $c, brand: $b, path: $p) }`;
  const texts = async () =>
    (await visitor.data(LIST, page)).comments.commentsList.flatMap(
      (comment: { comment: string; replies: { comment: string }[] }) => [
        comment.comment,
        ...comment.replies.map((reply) => reply.comment),
      ],
    );

  it('can be edited and deleted by their author for 15 minutes, by nobody else, and not once answered', async () => {
    const author = await signUpAndSignIn(server, 'own-author@example.com', { name: 'Own Author' });
    const other = await signUpAndSignIn(server, 'own-other@example.com', { name: 'Other' });
    const { createComment } = await author.data(CREATE, { ...page, comment: 'First thoughts on it.', name: 'x' });
    expect((await author.data(MINE, page)).myCommentIds).toEqual([createComment.id]);
    expect((await other.data(MINE, page)).myCommentIds).toEqual([]);
    expect((await visitor.data(MINE, page)).myCommentIds).toEqual([]);

    // Others cannot touch it; nothing changes.
    for (const client of [other, visitor]) {
      const error = firstError(await client.request(EDIT, { id: createComment.id, text: 'Someone else words.' }));
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(error.extensions?.code);
      expect(firstError(await client.request(DELETE, { id: createComment.id })).extensions?.code).toMatch(
        /FORBIDDEN|UNAUTHENTICATED/,
      );
    }
    expect(await texts()).toContain('First thoughts on it.');

    expect(
      (await author.data(EDIT, { id: createComment.id, text: 'Second thoughts, edited.' })).editComment.comment,
    ).toBe('Second thoughts, edited.');
    expect(await texts()).toContain('Second thoughts, edited.');
    expect(firstError(await author.request(EDIT, { id: createComment.id, text: 'short' })).extensions).toMatchObject({
      field: 'comment',
    });

    // Once answered it stays (the reply keeps its place); still editable.
    await visitor.data(CREATE, { ...page, comment: 'A reply that holds it.', name: 'R', parentId: createComment.id });
    expect(firstError(await author.request(DELETE, { id: createComment.id })).extensions?.code).toBe('CONFLICT');
    const lone = await author.data(CREATE, { ...page, comment: 'A comment to take back.', name: 'x' });
    expect((await author.data(DELETE, { id: lone.createComment.id })).deleteComment).toBe(true);
    expect(await texts()).not.toContain('A comment to take back.');

    // After 15 minutes it is what it is.
    await server.api.db.query(`UPDATE comments SET created_at = now() - interval '16 minutes' WHERE id = $1`, [
      Number(createComment.id),
    ]);
    expect(
      firstError(await author.request(EDIT, { id: createComment.id, text: 'Too late to edit.' })).extensions?.code,
    ).toBe('FORBIDDEN');
  });
});
