import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';
import { firstError, startTestApi, TestClient, type TestApi } from '../../../../test-support/helpers';

let server: TestApi;
beforeAll(async () => {
  // Real limits (factor 1), as in production.
  server = await startTestApi({ RATE_LIMIT_FACTOR: '1' });
});
afterAll(() => server.close());

const REGISTER = `mutation($e: String!, $p: String!) { register(email: $e, name: "Pat Doe", gender: female, password: $p) }`;
const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p, rememberMe: true) }`;
const DETAILS = `{ getUserDetails { email } }`;

/** One raw request from a given client address, to see the HTTP status and headers. */
async function post(query: string, variables: Record<string, unknown>, ip: string, extra: Record<string, string> = {}) {
  return fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', 'x-forwarded-for': ip, ...extra },
    body: JSON.stringify({ query, variables }),
  });
}

describe('password policy', () => {
  it('refuses the most common breached passwords and the e-mail address itself, and takes long passphrases', async () => {
    const client = new TestClient(server.url, '10.1.0.1');
    const common = firstError(await client.request(REGISTER, { e: 'pat@example.com', p: 'Password1' }));
    expect(common).toMatchObject({
      message: 'This password is too common. Please choose a less guessable one',
      extensions: { field: 'password' },
    });
    const ownEmail = firstError(
      await client.request(REGISTER, { e: 'Pat1@Example.com', p: 'pat1@example.com'.replace('p', 'P') }),
    );
    expect(ownEmail).toMatchObject({
      message: 'Password must not be your email address',
      extensions: { field: 'password' },
    });
    const passphrase = 'Correct horse battery staple 42 '.repeat(2);
    expect(passphrase.length).toBeGreaterThanOrEqual(64);
    expect((await client.data(REGISTER, { e: 'pat@example.com', p: passphrase })).register).toBe(true);
  });
});

describe('sign-in limits', () => {
  it('makes a guesser wait (429 with Retry-After) while the owner still signs in from elsewhere', async () => {
    const email = 'owner@example.com';
    await signUpAndSignIn(server, email);
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await post(LOGIN, { e: email, p: 'Wrong-guess-1' }, '10.6.6.6');
      expect(response.status).toBe(200);
    }
    const limited = await post(LOGIN, { e: email, p: 'Wrong-guess-1' }, '10.6.6.6');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await limited.json()).errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    // The owner, from their own address, is not locked out.
    const owner = await post(LOGIN, { e: email, p: 'Secret12345' }, '10.7.7.7');
    expect(owner.status).toBe(200);
    expect((await owner.json()).data.login).toBe(true);
  });
});

describe('sessions end for real', () => {
  it('revokes the access token at logout', async () => {
    const member = await signUpAndSignIn(server, 'leaver@example.com');
    const token = member.token!;
    expect((await member.data(DETAILS)).getUserDetails.email).toBe('leaver@example.com');
    await member.data(`mutation { logout }`);
    const stale = new TestClient(server.url);
    stale.token = token;
    expect(firstError(await stale.request(DETAILS)).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('ends the login a bearer token belongs to when logout carries only that token', async () => {
    const member = await signUpAndSignIn(server, 'bearer-only@example.com', { ip: '10.30.0.1' });
    const bearerOnly = new TestClient(server.url, '10.30.0.1');
    bearerOnly.token = member.token;
    expect(await bearerOnly.data(`mutation { logout }`)).toEqual({ logout: true });
    expect(firstError(await member.request(DETAILS)).extensions?.code).toBe('UNAUTHENTICATED');
    // The refresh cookie of that login is revoked too: no new access token from it.
    member.token = null;
    expect((await member.data(`{ getAccessToken }`)).getAccessToken).toBeNull();
  });

  it('revokes every access token when the password is reset', async () => {
    const email = 'forgetful@example.com';
    const member = await signUpAndSignIn(server, email);
    await new TestClient(server.url).data(`mutation($e: String!) { forgotPassword(email: $e) }`, { e: email });
    const mail = (await server.outbox())
      .filter((entry) => entry.to === email && entry.kind === 'password-reset')
      .pop()!;
    const token = new URL(mail.link!).searchParams.get('token');
    await new TestClient(server.url).data(
      `mutation($t: String!) { resetPassword(resetToken: $t, newPassword: "Brand-new-pass-77") }`,
      { t: token },
    );
    expect(firstError(await member.request(DETAILS)).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('gives a rotated refresh token one grace answer, not one per copy', async () => {
    const member = await signUpAndSignIn(server, 'tabs@example.com');
    const old = member.cookies.get('gadgets_refresh')!;
    expect((await member.data(`{ getAccessToken }`)).getAccessToken).toEqual(expect.any(String));
    const copy = () => {
      const client = new TestClient(server.url);
      client.cookies.set('gadgets_refresh', old);
      return client;
    };
    expect((await copy().data(`{ getAccessToken }`)).getAccessToken).toEqual(expect.any(String));
    expect((await copy().data(`{ getAccessToken }`)).getAccessToken).toBeNull();
    // The owner's tab, holding the rotated cookie, is unaffected.
    expect((await member.data(`{ getAccessToken }`)).getAccessToken).toEqual(expect.any(String));
  });

  it('never extends a login past its absolute end by rotating', async () => {
    const email = 'rotator@example.com';
    const member = await signUpAndSignIn(server, email);
    await server.api.db.query(
      `UPDATE user_tokens SET session_expires_at = now() + interval '1 hour' WHERE kind = 'refresh' AND user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    await member.data(`{ getAccessToken }`);
    const cookie = member.lastSetCookies.find((header) => header.startsWith('gadgets_refresh='))!;
    expect(Number(/Max-Age=(\d+)/.exec(cookie)![1])).toBeLessThanOrEqual(3600);
    const rows = await server.api.db.query<{ late: boolean }>(
      `SELECT bool_or(expires_at > now() + interval '1 hour') AS late FROM user_tokens WHERE kind = 'refresh' AND used_at IS NULL AND user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    expect(rows[0]!.late).toBe(false);
  });

  it('marks token answers no-store and nosniff', async () => {
    const response = await post(`{ getAccessToken }`, {}, '10.9.9.9');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
