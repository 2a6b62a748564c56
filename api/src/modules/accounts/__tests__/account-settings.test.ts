import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';
import { firstError, startTestApi, TestClient, type TestApi } from '../../../../test-support/helpers';

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(() => server.close());

const PASSWORD = 'Secret12345';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1';
const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p, rememberMe: true) }`;
const SESSIONS = `{ mySessions { id device current startedAt lastSeenAt } }`;

/** Another login of the same account, from another browser. */
async function secondLogin(email: string, userAgent: string, password = PASSWORD) {
  const client = new TestClient(server.url, '10.9.0.2');
  client.userAgent = userAgent;
  await client.data(LOGIN, { e: email, p: password });
  client.token = (await client.data(`{ getAccessToken }`)).getAccessToken;
  return client;
}

describe('profile', () => {
  it('changes the name and gender, checked like sign-up, for the signed-in owner only', async () => {
    const owner = await signUpAndSignIn(server, 'profile-owner@example.com', { name: 'Old Name' });
    const update = `mutation($n: String!, $g: Gender!) { updateProfile(name: $n, gender: $g) { name gender email } }`;
    expect((await owner.data(update, { n: '  Grace   Hopper ', g: 'female' })).updateProfile).toEqual({
      name: 'Grace Hopper',
      gender: 'female',
      email: 'profile-owner@example.com',
    });
    expect((await owner.data(`{ getUserDetails { name gender } }`)).getUserDetails).toEqual({
      name: 'Grace Hopper',
      gender: 'female',
    });
    expect(firstError(await owner.request(update, { n: '  ', g: 'female' })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'name',
    });
    expect((await owner.data(`{ getUserDetails { name } }`)).getUserDetails.name).toBe('Grace Hopper');
    expect(firstError(await new TestClient(server.url).request(update, { n: 'X', g: 'male' })).extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('password and sessions', () => {
  it('lists the logins with their devices, and ends one of them for the owner only', async () => {
    const owner = await signUpAndSignIn(server, 'sessions-owner@example.com');
    const phone = await secondLogin('sessions-owner@example.com', IPHONE);
    const sessions = (await owner.data(SESSIONS)).mySessions;
    expect(sessions).toHaveLength(2);
    expect(sessions.find((session: { current: boolean }) => session.current)).toBeDefined();
    const onPhone = sessions.find((session: { device: string }) => session.device === 'Safari on iOS');
    expect(onPhone).toMatchObject({ current: false });

    // Someone else's account cannot end it.
    const other = await signUpAndSignIn(server, 'sessions-other@example.com');
    await other.data(`mutation($id: ID!) { endSession(id: $id) }`, { id: onPhone.id });
    expect((await phone.request(`{ getUserDetails { email } }`)).errors).toBeUndefined();

    await owner.data(`mutation($id: ID!) { endSession(id: $id) }`, { id: onPhone.id });
    expect(firstError(await phone.request(`{ getUserDetails { email } }`)).extensions?.code).toBe('UNAUTHENTICATED');
    expect((await phone.data(`{ getAccessToken }`)).getAccessToken).toBeNull();
    expect((await owner.data(SESSIONS)).mySessions).toHaveLength(1);
  });

  it('changes the password after checking the current one, ends every other login and tells the owner', async () => {
    const email = 'password-owner@example.com';
    const owner = await signUpAndSignIn(server, email);
    owner.userAgent = CHROME;
    const laptop = await secondLogin(email, CHROME);
    const change = `mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }`;
    expect(firstError(await owner.request(change, { c: 'Wrong12345', n: 'Brand-New-2026' })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'currentPassword',
    });
    expect(firstError(await owner.request(change, { c: PASSWORD, n: 'short' })).extensions).toMatchObject({
      field: 'newPassword',
    });
    expect((await laptop.request(`{ getUserDetails { email } }`)).errors).toBeUndefined();

    expect((await owner.data(change, { c: PASSWORD, n: 'Brand-New-2026' })).changePassword).toBe(true);
    expect((await owner.data(`{ getUserDetails { email } }`)).getUserDetails.email).toBe(email);
    expect(firstError(await laptop.request(`{ getUserDetails { email } }`)).extensions?.code).toBe('UNAUTHENTICATED');
    expect(
      firstError(await new TestClient(server.url, '10.9.0.3').request(LOGIN, { e: email, p: PASSWORD })).extensions
        ?.code,
    ).toBe('UNAUTHENTICATED');
    await secondLogin(email, CHROME, 'Brand-New-2026');
    const mails = (await server.outbox()).filter((mail) => mail.to === email && mail.kind === 'password-changed');
    expect(mails).toHaveLength(1);
  });
});

describe('my data', () => {
  async function accountWithData(email: string) {
    const owner = await signUpAndSignIn(server, email, { name: 'Data Owner' });
    const page = 'category: "mobile", brand: "google", path: "pixel-9"';
    const { createComment } = await owner.data(
      `mutation { createComment(${page}, name: "x", comment: "My own words here.") { id } }`,
    );
    const stranger = new TestClient(server.url, '10.9.0.9');
    const reply = await stranger.data(
      `mutation($p: ID!) { createComment(${page}, name: "Stranger", comment: "A reply to the owner.", parentId: $p) { id } }`,
      { p: createComment.id },
    );
    await owner.data(`mutation($id: ID!) { voteOnComment(id: $id, value: LIKE) { likes } }`, {
      id: reply.createComment.id,
    });
    await owner.data(`mutation { voteOnModel(${page}, value: DISLIKE) { likes } }`);
    await owner.data(`mutation { createCustomPc(input: { name: "Quiet build" }) { name } }`);
    await owner.data(`mutation { saveModelReview(${page}, rating: 4, text: "Fine phone.") { id } }`);
    await owner.data(
      `mutation { sendContactMessage(input: { name: "Data Owner", email: "${email}", subject: "A question", message: "Where is my order of data?" }) }`,
    );
    return { owner, commentId: createComment.id as string, replyId: reply.createComment.id as string };
  }

  it('exports everything kept about the account, and nothing secret', async () => {
    const { owner, commentId } = await accountWithData('export-owner@example.com');
    const data = (await owner.data(`{ exportMyData }`)).exportMyData;
    expect(data.account).toMatchObject({ email: 'export-owner@example.com', name: 'Data Owner' });
    expect(data.comments.map((comment: { id: number }) => String(comment.id))).toEqual([commentId]);
    expect(data.commentVotes).toHaveLength(1);
    expect(data.modelVotes).toEqual([expect.objectContaining({ brand: 'google', path: 'pixel-9', value: -1 })]);
    expect(data.notifications).toEqual([expect.objectContaining({ kind: 'COMMENT_REPLY' })]);
    expect(data.builds).toEqual([expect.objectContaining({ name: 'Quiet build', parts: [] })]);
    expect(data.modelReviews).toEqual([expect.objectContaining({ path: 'pixel-9', rating: 4, text: 'Fine phone.' })]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ subject: 'A question' })]);
    expect(data.logins.length).toBeGreaterThanOrEqual(1);
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/password|token_hash|argon2/i);
    expect(firstError(await new TestClient(server.url).request(`{ exportMyData }`)).extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('deletes the account with its password: comments stay as "Deleted user", the rest goes, a mail confirms', async () => {
    const email = 'delete-owner@example.com';
    const { owner, commentId, replyId } = await accountWithData(email);
    const remove = `mutation($p: String!) { deleteAccount(password: $p) }`;
    expect(firstError(await owner.request(remove, { p: 'Wrong12345' })).extensions).toMatchObject({
      field: 'password',
    });
    expect((await owner.data(`{ getUserDetails { email } }`)).getUserDetails.email).toBe(email);

    expect((await owner.data(remove, { p: PASSWORD })).deleteAccount).toBe(true);
    const db = server.api.db;
    expect(await db.query('SELECT id FROM users WHERE email_key = $1', [email])).toEqual([]);
    const [comment] = await db.query<{ name: string; email: string | null; user_id: number | null }>(
      'SELECT name, email, user_id FROM comments WHERE id = $1',
      [Number(commentId)],
    );
    expect(comment).toEqual({ name: 'Deleted user', email: null, user_id: null });
    const [reply] = await db.query<{ likes: number }>('SELECT likes FROM comments WHERE id = $1', [Number(replyId)]);
    expect(reply!.likes).toBe(0);
    for (const table of [
      'comment_votes',
      'model_votes',
      'notifications',
      'custom_pcs',
      'user_tokens',
      'model_reviews',
    ]) {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE user_id NOT IN (SELECT id FROM users)`,
      );
      expect({ table, left: row!.n }).toEqual({ table, left: 0 });
    }
    expect(firstError(await owner.request(`{ getUserDetails { email } }`)).extensions?.code).toBe('UNAUTHENTICATED');
    expect(
      firstError(await new TestClient(server.url, '10.9.0.4').request(LOGIN, { e: email, p: PASSWORD })).extensions
        ?.code,
    ).toBe('UNAUTHENTICATED');
    expect((await server.outbox()).filter((mail) => mail.to === email && mail.kind === 'account-deleted')).toHaveLength(
      1,
    );
    // The thread still reads, with the comment by nobody.
    const { comments } = await new TestClient(server.url).data(
      `{ comments(category: "mobile", brand: "google", path: "pixel-9", limit: 200) { commentsList { id name } } }`,
    );
    expect(comments.commentsList.find((entry: { id: string }) => entry.id === commentId).name).toBe('Deleted user');
  });
});
