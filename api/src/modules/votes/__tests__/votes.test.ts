import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';
import { firstError, startTestApi, TestClient, type TestApi } from '../../../../test-support/helpers';
import { PAGE_ACTIVITY } from '../../comments/page-activity';
import { subscribe, untilReceiving } from '../../../../test-support/sse';

let server: TestApi;
let ada: TestClient;
let ben: TestClient;
let visitor: TestClient;
beforeAll(async () => {
  server = await startTestApi();
  ada = await signUpAndSignIn(server, 'votes-ada@example.com', { name: 'Ada' });
  ben = await signUpAndSignIn(server, 'votes-ben@example.com', { name: 'Ben' });
  visitor = new TestClient(server.url);
});
afterAll(() => server.close());

const PAGE = { c: 'mobile', b: 'google', p: 'pixel-9' };
const THREAD = `query($c: String!, $b: String!, $p: String!) {
  comments(category: $c, brand: $b, path: $p) { commentsList { id likes dislikes } }
  myCommentVotes(category: $c, brand: $b, path: $p) { commentId vote }
}`;
const VOTE_COMMENT = `mutation($id: ID!, $v: VoteValue) { voteOnComment(id: $id, value: $v) { likes dislikes myVote } }`;
const MODEL_VOTES = `query($c: String!, $b: String!, $p: String!) { modelVotes(category: $c, brand: $b, path: $p) { likes dislikes myVote } }`;
const VOTE_MODEL = `mutation($c: String!, $b: String!, $p: String!, $v: VoteValue) {
  voteOnModel(category: $c, brand: $b, path: $p, value: $v) { likes dislikes myVote }
}`;

async function newComment(): Promise<string> {
  const { createComment } = await visitor.data(
    `mutation($c: String!, $b: String!, $p: String!) {
      createComment(category: $c, brand: $b, path: $p, comment: "Worth a vote or two", name: "Ola") { id }
    }`,
    PAGE,
  );
  return createComment.id;
}

async function countsFor(client: TestClient, id: string) {
  const { comments, myCommentVotes } = await client.data(THREAD, PAGE);
  const comment = comments.commentsList.find((entry: { id: string }) => entry.id === id);
  const mine = myCommentVotes.find((entry: { commentId: string }) => entry.commentId === id);
  return { likes: comment.likes, dislikes: comment.dislikes, mine: mine?.vote ?? null };
}

describe('votes on comments', () => {
  it('count once per account, toggle between like and dislike, clear, and show to everyone at once', async () => {
    const id = await newComment();
    expect(await countsFor(visitor, id)).toEqual({ likes: 0, dislikes: 0, mine: null });
    expect((await ada.data(VOTE_COMMENT, { id, v: 'LIKE' })).voteOnComment).toEqual({
      likes: 1,
      dislikes: 0,
      myVote: 'LIKE',
    });
    // The same vote again changes nothing; the thread every visitor reads shows it at once.
    await ada.data(VOTE_COMMENT, { id, v: 'LIKE' });
    expect(await countsFor(visitor, id)).toEqual({ likes: 1, dislikes: 0, mine: null });
    expect(await countsFor(ada, id)).toEqual({ likes: 1, dislikes: 0, mine: 'LIKE' });
    // A dislike replaces the like; another account's vote adds to the count.
    await ada.data(VOTE_COMMENT, { id, v: 'DISLIKE' });
    await ben.data(VOTE_COMMENT, { id, v: 'DISLIKE' });
    expect(await countsFor(ada, id)).toEqual({ likes: 0, dislikes: 2, mine: 'DISLIKE' });
    // Clearing one's vote leaves the other account's.
    expect((await ada.data(VOTE_COMMENT, { id, v: null })).voteOnComment).toEqual({
      likes: 0,
      dislikes: 1,
      myVote: null,
    });
    expect(await countsFor(ben, id)).toEqual({ likes: 0, dislikes: 1, mine: 'DISLIKE' });
  });

  it('counts one account once however many of its votes arrive at the same moment', async () => {
    const id = await newComment();
    await Promise.all(Array.from({ length: 8 }, () => ada.request(VOTE_COMMENT, { id, v: 'LIKE' })));
    expect(await countsFor(visitor, id)).toEqual({ likes: 1, dislikes: 0, mine: null });
  });

  it('is one row per account in the database, whatever a client sends', async () => {
    const id = await newComment();
    await ada.data(VOTE_COMMENT, { id, v: 'LIKE' });
    const [user] = await server.api.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      'votes-ada@example.com',
    ]);
    await expect(
      server.api.db.query('INSERT INTO comment_votes (comment_id, user_id, value) VALUES ($1, $2, 1)', [
        Number(id),
        user!.id,
      ]),
    ).rejects.toThrow(/duplicate key|unique/i);
  });

  it('needs an account, and a comment that exists', async () => {
    const id = await newComment();
    expect(firstError(await visitor.request(VOTE_COMMENT, { id, v: 'LIKE' })).extensions?.code).toBe('UNAUTHENTICATED');
    expect(await countsFor(visitor, id)).toEqual({ likes: 0, dislikes: 0, mine: null });
    expect(firstError(await ada.request(VOTE_COMMENT, { id: '999999', v: 'LIKE' })).extensions).toMatchObject({
      code: 'NOT_FOUND',
      field: 'id',
    });
    expect((await visitor.data(THREAD, PAGE)).myCommentVotes).toEqual([]);
  });
});

describe('votes on model pages', () => {
  const page = { c: 'laptop', b: 'apple', p: 'macbook-neo' };

  it('count one vote per account and tell each viewer their own', async () => {
    const before = (await visitor.data(MODEL_VOTES, page)).modelVotes;
    expect(before.myVote).toBeNull();
    await ada.data(VOTE_MODEL, { ...page, v: 'LIKE' });
    await ada.data(VOTE_MODEL, { ...page, v: 'LIKE' });
    await ben.data(VOTE_MODEL, { ...page, v: 'DISLIKE' });
    expect((await visitor.data(MODEL_VOTES, page)).modelVotes).toEqual({
      likes: before.likes + 1,
      dislikes: before.dislikes + 1,
      myVote: null,
    });
    expect((await ada.data(MODEL_VOTES, page)).modelVotes.myVote).toBe('LIKE');
    expect((await ben.data(MODEL_VOTES, page)).modelVotes.myVote).toBe('DISLIKE');
    expect((await ben.data(VOTE_MODEL, { ...page, v: null })).voteOnModel).toEqual({
      likes: before.likes + 1,
      dislikes: before.dislikes,
      myVote: null,
    });
  });

  it('refuses anonymous votes and pages that do not exist', async () => {
    expect(firstError(await visitor.request(VOTE_MODEL, { ...page, v: 'LIKE' })).extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const missing = { c: 'mobile', b: 'google', p: 'pixel-404' };
    expect(firstError(await ada.request(VOTE_MODEL, { ...missing, v: 'LIKE' })).extensions?.code).toBe('NOT_FOUND');
    expect(firstError(await visitor.request(MODEL_VOTES, missing)).extensions?.code).toBe('NOT_FOUND');
    expect(firstError(await visitor.request(MODEL_VOTES, { ...page, c: 'tablet' })).extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
  });
});

describe('votes, live', () => {
  const ACTIVITY = `subscription($c: String!, $b: String!, $p: String!) {
    pageActivity(category: $c, brand: $b, path: $p) {
      commentAdded { id }
      commentVotes { commentId likes dislikes }
      modelVotes { likes dislikes }
    }
  }`;
  const COMMENTS_ONLY = `subscription($c: String!, $b: String!, $p: String!) {
    commentAdded(category: $c, brand: $b, path: $p) { id name }
  }`;

  it("reach every page open on the model in its one activity stream, counts only, never a viewer's own vote", async () => {
    const id = await newComment();
    const stream = await subscribe(server.url, ACTIVITY, PAGE);
    const older = await subscribe(server.url, COMMENTS_ONLY, PAGE);
    try {
      const publish = (probe: object) =>
        server.api.services.pubSub.publish(PAGE_ACTIVITY, 'mobile:google:pixel-9', { commentAdded: probe });
      const from = await untilReceiving(stream, publish);
      const olderFrom = await untilReceiving(older, publish);
      const before = (await visitor.data(MODEL_VOTES, PAGE)).modelVotes;
      await ada.data(VOTE_COMMENT, { id, v: 'LIKE' });
      await ben.data(VOTE_COMMENT, { id, v: 'DISLIKE' });
      await ada.data(VOTE_MODEL, { ...PAGE, v: 'DISLIKE' });
      const modelEvent = await stream.waitFor((event) => event.data?.pageActivity?.modelVotes, { from });
      expect(modelEvent.data.pageActivity).toEqual({
        commentAdded: null,
        commentVotes: null,
        modelVotes: { likes: before.likes, dislikes: before.dislikes + 1 },
      });
      const commentEvents = stream.events
        .slice(from)
        .map((event) => event.data.pageActivity.commentVotes)
        .filter(Boolean);
      expect(commentEvents).toEqual([
        { commentId: id, likes: 1, dislikes: 0 },
        { commentId: id, likes: 1, dislikes: 1 },
      ]);
      // A comment posted now reaches both; the deprecated stream carries comments only, never the votes before it.
      const posted = await newComment();
      await stream.waitFor((event) => event.data?.pageActivity?.commentAdded?.id === posted, { from });
      await older.waitFor((event) => event.data?.commentAdded?.id === posted, { from: olderFrom });
      expect(older.events.slice(olderFrom).map((event) => event.data.commentAdded.id)).toEqual([posted]);
    } finally {
      stream.close();
      older.close();
      await ada.data(VOTE_MODEL, { ...PAGE, v: null });
    }
  });
});
