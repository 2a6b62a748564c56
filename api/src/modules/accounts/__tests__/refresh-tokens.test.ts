import { startTestApi, TestClient, type TestApi } from '../../../../test-support/helpers';
import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(() => server.close());

const TOKEN = `{ getAccessToken }`;
const LOGIN = `mutation($e: String!) { login(email: $e, password: "Secret12345", rememberMe: true) }`;

/** A second browser holding a copy of a refresh cookie. */
function withCookie(value: string): TestClient {
  const copy = new TestClient(server.url);
  copy.cookies.set('gadgets_refresh', value);
  return copy;
}

async function userId(email: string): Promise<number> {
  return (await server.api.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id;
}

/** Moves every rotation of this user out of the 30 s grace window. */
async function ageRotations(email: string) {
  await server.api.db.query(
    `UPDATE user_tokens SET used_at = used_at - interval '1 minute' WHERE user_id = $1 AND used_at IS NOT NULL`,
    [await userId(email)],
  );
}

describe('refresh token families', () => {
  it('revokes the whole login when an already rotated token comes back after the grace window', async () => {
    const email = 'family-reuse@example.com';
    const victim = await signUpAndSignIn(server, email);
    const other = new TestClient(server.url);
    await other.data(LOGIN, { e: email });
    const stolen = victim.cookies.get('gadgets_refresh')!;
    expect((await victim.data(TOKEN)).getAccessToken).toEqual(expect.any(String));
    // Within the grace window a parallel tab with the old cookie still gets a token.
    expect((await withCookie(stolen).data(TOKEN)).getAccessToken).toEqual(expect.any(String));

    await ageRotations(email);
    expect((await withCookie(stolen).data(TOKEN)).getAccessToken).toBeNull();
    // The legitimate holder of the newest token of that family is signed out too...
    expect((await victim.data(TOKEN)).getAccessToken).toBeNull();
    // ...but another login (another family) is untouched.
    expect((await other.data(TOKEN)).getAccessToken).toEqual(expect.any(String));
  });

  it('logout revokes every token of the login, including a just-rotated one', async () => {
    const email = 'family-logout@example.com';
    const browser = await signUpAndSignIn(server, email);
    const previous = browser.cookies.get('gadgets_refresh')!;
    await browser.data(TOKEN);
    expect(await browser.data(`mutation { logout }`)).toEqual({ logout: true });
    // The previous cookie is still inside its grace window, yet logout ended it.
    expect((await withCookie(previous).data(TOKEN)).getAccessToken).toBeNull();
  });
});

describe('token housekeeping', () => {
  it("deletes a user's expired tokens and used links when rotating", async () => {
    const email = 'housekeeping@example.com';
    const browser = await signUpAndSignIn(server, email);
    const id = await userId(email);
    await server.api.db.query(
      `INSERT INTO user_tokens (user_id, kind, token_hash, expires_at) VALUES ($1, 'refresh', $2, now() - interval '1 day')`,
      [id, `expired-${id}`],
    );
    await server.api.db.query(
      `INSERT INTO user_tokens (user_id, kind, token_hash, expires_at, used_at) VALUES ($1, 'activation', $2, now() + interval '1 day', now())`,
      [id, `used-link-${id}`],
    );
    const before = await server.api.db.query<{ kind: string; expired: boolean }>(
      'SELECT kind, expires_at < now() AS expired FROM user_tokens WHERE user_id = $1',
      [id],
    );
    expect(before.some((row) => row.expired)).toBe(true);
    expect(before.some((row) => row.kind === 'activation')).toBe(true);

    expect((await browser.data(TOKEN)).getAccessToken).toEqual(expect.any(String));
    const after = await server.api.db.query<{ kind: string; expired: boolean; used: boolean }>(
      'SELECT kind, expires_at < now() AS expired, used_at IS NOT NULL AS used FROM user_tokens WHERE user_id = $1',
      [id],
    );
    expect(after.filter((row) => row.expired)).toEqual([]);
    expect(after.filter((row) => row.kind === 'activation')).toEqual([]);
    // Live refresh tokens (and rotated ones, kept for reuse detection) remain.
    expect(after.filter((row) => row.kind === 'refresh' && !row.used)).toHaveLength(1);
  });
});
