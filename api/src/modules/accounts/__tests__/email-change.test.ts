import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';
import { firstError, startTestApi, TestClient, type TestApi } from '../../../../test-support/helpers';

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(() => server.close());

const PASSWORD = 'Secret12345';
const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p, rememberMe: true) }`;
const REQUEST = `mutation($e: String!, $p: String!) { requestEmailChange(newEmail: $e, password: $p) }`;
const CONFIRM = `mutation($t: String!) { confirmEmailChange(token: $t) }`;
const ME = `{ getUserDetails { email } }`;

/** The token of the newest confirmation link mailed to an address. */
async function linkTokenFor(email: string) {
  const mail = (await server.outbox()).filter((entry) => entry.to === email && entry.kind === 'email-change').pop();
  return mail ? new URL(mail.link!).searchParams.get('token')! : null;
}

async function canSignIn(email: string, password = PASSWORD) {
  const result = await new TestClient(server.url, '10.8.0.1').request(LOGIN, { e: email, p: password });
  return result.errors === undefined && result.data?.login === true;
}

/** Another login of the same account. */
async function secondLogin(email: string) {
  const client = new TestClient(server.url, '10.8.0.2');
  await client.data(LOGIN, { e: email, p: PASSWORD });
  client.token = (await client.data(`{ getAccessToken }`)).getAccessToken;
  return client;
}

describe('requestEmailChange', () => {
  it('needs a signed-in viewer, the current password and a valid address', async () => {
    const owner = await signUpAndSignIn(server, 'change-checks@example.com');
    expect(
      firstError(await new TestClient(server.url).request(REQUEST, { e: 'x@example.com', p: PASSWORD })).extensions
        ?.code,
    ).toBe('UNAUTHENTICATED');
    expect(
      firstError(await owner.request(REQUEST, { e: 'new-checks@example.com', p: 'Wrong12345' })).extensions,
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'password',
    });
    expect(firstError(await owner.request(REQUEST, { e: 'not-an-address', p: PASSWORD })).extensions).toMatchObject({
      field: 'newEmail',
    });
    // Spelled unlike its comparable form (a full-width letter), refused as at sign-up.
    expect(
      firstError(await owner.request(REQUEST, { e: 'ｎew-checks@example.com', p: PASSWORD })).extensions,
    ).toMatchObject({
      field: 'newEmail',
    });
    expect(firstError(await owner.request(REQUEST, { e: 'Change-Checks@Example.com', p: PASSWORD })).message).toBe(
      'This is already your e-mail address',
    );
    expect(await linkTokenFor('new-checks@example.com')).toBeNull();
  });

  it("refuses another account's address, in any spelling, on its field", async () => {
    const owner = await signUpAndSignIn(server, 'change-taker@example.com');
    await signUpAndSignIn(server, 'change-taken@example.com');
    for (const spelling of ['change-taken@example.com', 'Change-TAKEN@example.com', '  change-taken@EXAMPLE.com ']) {
      expect(firstError(await owner.request(REQUEST, { e: spelling, p: PASSWORD })).extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'newEmail',
        fields: [{ field: 'newEmail', message: 'Another account uses this e-mail address' }],
      });
    }
    expect((await owner.data(ME)).getUserDetails.email).toBe('change-taker@example.com');
  });
});

describe('confirmEmailChange', () => {
  it('switches the address, tells the old one, and ends every other login but the one that asked', async () => {
    const oldEmail = 'change-owner@example.com';
    const newEmail = 'Change-Owner-New@example.com';
    const owner = await signUpAndSignIn(server, oldEmail, { name: 'Ada Lovelace' });
    const laptop = await secondLogin(oldEmail);
    expect((await owner.data(REQUEST, { e: ` ${newEmail} `, p: PASSWORD })).requestEmailChange).toBe(true);
    const mails = await server.outbox();
    const confirmation = mails.filter((mail) => mail.kind === 'email-change' && mail.to === newEmail);
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.link).toMatch(/^http:\/\/localhost:3000\/auth\/confirm-email\?token=/);
    // Nothing changes before the link is opened.
    expect((await owner.data(ME)).getUserDetails.email).toBe(oldEmail);

    // Opened on a device that is not signed in (the new mailbox's phone).
    const token = (await linkTokenFor(newEmail))!;
    expect((await new TestClient(server.url, '10.8.0.3').data(CONFIRM, { t: token })).confirmEmailChange).toBe(true);
    expect((await owner.data(ME)).getUserDetails.email).toBe(newEmail);
    expect(firstError(await laptop.request(ME)).extensions?.code).toBe('UNAUTHENTICATED');
    expect(await canSignIn('change-owner-new@EXAMPLE.com')).toBe(true);
    expect(await canSignIn(oldEmail)).toBe(false);

    const notices = (await server.outbox()).filter((mail) => mail.kind === 'email-changed');
    expect(notices).toEqual([expect.objectContaining({ to: oldEmail, link: null })]);
    expect(notices[0]!.text).toContain(newEmail);

    // Single use.
    expect(firstError(await owner.request(CONFIRM, { t: token })).extensions).toMatchObject({
      code: 'INVALID_TOKEN',
      field: 'token',
    });
    // The old address is free again.
    await signUpAndSignIn(server, oldEmail);
  });

  it('a new request voids the previous link, and a link expires', async () => {
    const owner = await signUpAndSignIn(server, 'change-twice@example.com');
    await owner.data(REQUEST, { e: 'change-twice-a@example.com', p: PASSWORD });
    const first = (await linkTokenFor('change-twice-a@example.com'))!;
    await owner.data(REQUEST, { e: 'change-twice-b@example.com', p: PASSWORD });
    const second = (await linkTokenFor('change-twice-b@example.com'))!;
    expect(firstError(await owner.request(CONFIRM, { t: first })).extensions?.code).toBe('INVALID_TOKEN');
    expect(firstError(await owner.request(CONFIRM, { t: 'made-up-token' })).extensions?.code).toBe('INVALID_TOKEN');

    await server.api.db.query(
      "UPDATE user_tokens SET expires_at = now() - interval '1 second' WHERE kind = 'email_change' AND new_email = $1",
      ['change-twice-b@example.com'],
    );
    expect(firstError(await owner.request(CONFIRM, { t: second })).extensions?.code).toBe('INVALID_TOKEN');
    expect((await owner.data(ME)).getUserDetails.email).toBe('change-twice@example.com');
  });

  it("is bound to its account: another account's viewer cannot use it, and it never changes theirs", async () => {
    const owner = await signUpAndSignIn(server, 'change-bound@example.com');
    const other = await signUpAndSignIn(server, 'change-bound-other@example.com');
    await owner.data(REQUEST, { e: 'change-bound-new@example.com', p: PASSWORD });
    const token = (await linkTokenFor('change-bound-new@example.com'))!;

    expect(firstError(await other.request(CONFIRM, { t: token })).extensions?.code).toBe('FORBIDDEN');
    expect((await other.data(ME)).getUserDetails.email).toBe('change-bound-other@example.com');
    expect((await owner.data(ME)).getUserDetails.email).toBe('change-bound@example.com');

    // Not spent by the refusal: its owner's own browser can still use it, and stays signed in.
    expect((await owner.data(CONFIRM, { t: token })).confirmEmailChange).toBe(true);
    expect((await owner.data(ME)).getUserDetails.email).toBe('change-bound-new@example.com');
    expect((await other.data(ME)).getUserDetails.email).toBe('change-bound-other@example.com');
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    const owner = await signUpAndSignIn(server, 'change-race@example.com');
    await owner.data(REQUEST, { e: 'change-race-new@example.com', p: PASSWORD });
    const token = (await linkTokenFor('change-race-new@example.com'))!;
    await signUpAndSignIn(server, 'Change-Race-New@example.com');
    expect(firstError(await owner.request(CONFIRM, { t: token })).extensions).toMatchObject({
      code: 'CONFLICT',
      field: 'token',
    });
    expect((await owner.data(ME)).getUserDetails.email).toBe('change-race@example.com');
  });
});
