import { startTestApi, TestClient, firstError, type TestApi } from '../../../../test-support/helpers';

let server: TestApi;

beforeAll(async () => {
  server = await startTestApi();
});
afterAll(() => server.close());

const REGISTER = `mutation($email: String!, $name: String!, $gender: Gender!, $password: String!) {
  register(email: $email, name: $name, gender: $gender, password: $password)
}`;
const LOGIN = `mutation($email: String!, $password: String!, $rememberMe: Boolean) { login(email: $email, password: $password, rememberMe: $rememberMe) }`;
const TOKEN = `{ getAccessToken }`;
const DETAILS = `{ getUserDetails { name email avatar admin } }`;

function tokenFrom(link: string): string {
  return new URL(link).searchParams.get('token')!;
}

async function mailsTo(email: string, kind: string) {
  return (await server.outbox()).filter((mail) => mail.to === email && mail.kind === kind);
}

describe('account life cycle', () => {
  it('registers, activates, signs in, rotates tokens, signs out, resets the password', async () => {
    const browser = new TestClient(server.url);
    const email = 'ada@example.com';
    expect(
      await browser.data(REGISTER, { email, name: 'Ada Lovelace', gender: 'female', password: 'Engines1843' }),
    ).toEqual({ register: true });

    // Inactive until the link is used.
    await server.settled();
    const early = firstError(await browser.request(LOGIN, { email, password: 'Engines1843' }));
    expect(early.message).toMatch(/activate/);

    const [activation] = await mailsTo(email, 'activation');
    expect(activation!.link).toMatch(/^http:\/\/localhost:3000\/auth\/activate\?token=/);
    expect(activation!.subject).toBeTruthy();
    expect(activation!.text).toContain(activation!.link);
    const activationToken = tokenFrom(activation!.link!);
    expect(
      await browser.data(`mutation($t: String!) { activateUser(activationToken: $t) }`, { t: activationToken }),
    ).toEqual({ activateUser: true });
    const reused = firstError(
      await browser.request(`mutation($t: String!) { activateUser(activationToken: $t) }`, { t: activationToken }),
    );
    expect(reused.extensions?.code).toBe('INVALID_TOKEN');

    // Login sets an httpOnly refresh cookie on /graphql; "remember me" makes it persistent.
    expect(await browser.data(LOGIN, { email, password: 'Engines1843', rememberMe: true })).toEqual({ login: true });
    const cookie = browser.lastSetCookies.find((header) => header.startsWith('gadgets_refresh='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/graphql/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=\d+/);
    const firstRefresh = browser.cookies.get('gadgets_refresh');

    const { getAccessToken } = await browser.data(TOKEN);
    expect(typeof getAccessToken).toBe('string');
    expect(browser.cookies.get('gadgets_refresh')).not.toBe(firstRefresh);
    browser.token = getAccessToken;
    expect((await browser.data(DETAILS)).getUserDetails).toEqual({
      name: 'Ada Lovelace',
      email,
      avatar: null,
      admin: false,
    });

    // Without a token the details are refused.
    const stranger = new TestClient(server.url);
    expect(firstError(await stranger.request(DETAILS)).extensions?.code).toBe('UNAUTHENTICATED');
    expect((await stranger.data(TOKEN)).getAccessToken).toBeNull();

    // Logout revokes the refresh token.
    const stolen = browser.cookies.get('gadgets_refresh')!;
    expect(await browser.data(`mutation { logout }`)).toEqual({ logout: true });
    expect(browser.cookies.has('gadgets_refresh')).toBe(false);
    const thief = new TestClient(server.url);
    thief.cookies.set('gadgets_refresh', stolen);
    expect((await thief.data(TOKEN)).getAccessToken).toBeNull();

    // Forgot password: same answer for unknown addresses, a mail only for real ones.
    expect(await browser.data(`mutation { forgotPassword(email: "nobody@example.com") }`)).toEqual({
      forgotPassword: true,
    });
    expect(await mailsTo('nobody@example.com', 'password-reset')).toHaveLength(0);
    expect(await browser.data(`mutation($e: String!) { forgotPassword(email: $e) }`, { e: email })).toEqual({
      forgotPassword: true,
    });
    const [reset] = await mailsTo(email, 'password-reset');
    expect(reset!.link).toMatch(/^http:\/\/localhost:3000\/auth\/reset-password\?token=/);
    const resetToken = tokenFrom(reset!.link!);

    const weak = firstError(
      await browser.request(`mutation($t: String!) { resetPassword(resetToken: $t, newPassword: "short") }`, {
        t: resetToken,
      }),
    );
    expect(weak.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'newPassword' });
    expect(
      await browser.data(`mutation($t: String!) { resetPassword(resetToken: $t, newPassword: "Analytical1842") }`, {
        t: resetToken,
      }),
    ).toEqual({ resetPassword: true });
    const again = firstError(
      await browser.request(`mutation($t: String!) { resetPassword(resetToken: $t, newPassword: "Analytical1842") }`, {
        t: resetToken,
      }),
    );
    expect(again.extensions?.code).toBe('INVALID_TOKEN');

    expect(firstError(await browser.request(LOGIN, { email, password: 'Engines1843' })).message).toBe(
      'Invalid email or password',
    );
    expect(await browser.data(LOGIN, { email, password: 'Analytical1842' })).toEqual({ login: true });
    const session = browser.lastSetCookies.find((header) => header.startsWith('gadgets_refresh='))!;
    expect(session).not.toMatch(/Max-Age/);
  });

  it('refuses an expired reset link', async () => {
    const browser = new TestClient(server.url);
    const email = 'grace@example.com';
    await browser.data(REGISTER, { email, name: 'Grace Hopper', gender: 'female', password: 'Cobol1959x' });
    // Sign-up finishes in the background; the account must exist before the reset is asked for.
    await server.settled();
    await browser.data(`mutation($e: String!) { forgotPassword(email: $e) }`, { e: email });
    const [reset] = await mailsTo(email, 'password-reset');
    await server.api.db.query(`UPDATE user_tokens SET expires_at = now() - interval '1 minute' WHERE kind = 'reset'`);
    const expired = firstError(
      await browser.request(`mutation($t: String!) { resetPassword(resetToken: $t, newPassword: "Compiler1952") }`, {
        t: tokenFrom(reset!.link!),
      }),
    );
    expect(expired.extensions?.code).toBe('INVALID_TOKEN');
  });

  it('answers a second sign-up with the same address like the first, without a second account', async () => {
    const browser = new TestClient(server.url);
    const email = 'twice@example.com';
    await browser.data(REGISTER, { email, name: 'Twice Person', gender: 'male', password: 'Twice12345' });
    expect(
      await browser.data(REGISTER, {
        email: 'TWICE@example.com',
        name: 'Other Person',
        gender: 'male',
        password: 'Twice12345',
      }),
    ).toEqual({ register: true });
    await server.settled();
    const rows = await server.api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE lower(email) = 'twice@example.com'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('validates sign-up and login like the forms do', async () => {
    const browser = new TestClient(server.url);
    const bad = firstError(
      await browser.request(REGISTER, { email: 'not-an-email', name: 'X Y', gender: 'male', password: 'Password1' }),
    );
    expect(bad).toMatchObject({
      message: 'Please enter a valid email',
      extensions: { code: 'BAD_USER_INPUT', field: 'email' },
    });
    const weak = firstError(
      await browser.request(REGISTER, {
        email: 'weak@example.com',
        name: 'X Y',
        gender: 'male',
        password: 'password1',
      }),
    );
    expect(weak).toMatchObject({
      message: 'Password must contain uppercase, lowercase, and number',
      extensions: { field: 'password' },
    });
    const short = firstError(await browser.request(LOGIN, { email: 'a@b.co', password: '123' }));
    expect(short).toMatchObject({
      message: 'Password must be at least 6 characters',
      extensions: { field: 'password' },
    });
    const missing = firstError(await browser.request(LOGIN, { email: '', password: '' }));
    expect(missing.message).toBe('Email is required');
    const rows = await server.api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE email = 'weak@example.com'`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});

describe('rate limits', () => {
  it('stops repeated login attempts', async () => {
    const limited = await startTestApi({ RATE_LIMIT_FACTOR: '1' });
    try {
      const browser = new TestClient(limited.url, '10.1.2.3');
      let error;
      for (let attempt = 0; attempt < 12 && !error; attempt++) {
        const result = await browser.request(LOGIN, { email: 'victim@example.com', password: 'Guess123456' });
        if (result.errors?.[0]?.extensions?.code === 'RATE_LIMITED') error = result.errors[0];
      }
      expect(error?.message).toMatch(/Too many attempts/);
    } finally {
      await limited.close();
    }
  });
});
