import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';
import { firstError, startTestApi, TestClient, type TestApi } from '../../../../test-support/helpers';

/** The test site's address: providers send browsers back to its /oauth (proxied to the API); the test asks the API. */
const SITE_URL = 'http://localhost:3000';
const API_URL = SITE_URL;

let provider: { url: string; process: ChildProcess };
let server: TestApi;
let unconfigured: TestApi;

/** The local stand-in for Google and GitHub that scripts/local-openid-provider.mjs runs. */
async function startLocalProvider() {
  const child = spawn(process.execPath, [path.join(__dirname, '../../../../../scripts/local-openid-provider.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const { value: line } = await lines.next();
  return { url: (JSON.parse(line as string) as { url: string }).url, process: child };
}

beforeAll(async () => {
  provider = await startLocalProvider();
  [server, unconfigured] = await Promise.all([
    startTestApi({
      GOOGLE_ISSUER: provider.url,
      GOOGLE_CLIENT_ID: 'site-client',
      GOOGLE_CLIENT_SECRET: 'site-secret',
      GITHUB_URL: provider.url,
      GITHUB_API_URL: provider.url,
      GITHUB_CLIENT_ID: 'site-client',
      GITHUB_CLIENT_SECRET: 'site-secret',
    }),
    startTestApi(),
  ]);
});
afterAll(async () => {
  provider.process.kill();
  await Promise.all([server.close(), unconfigured.close()]);
});

interface Identity {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  githubId?: number;
  secondaryEmail?: string;
}

const cookiesOf = (response: Response) =>
  response.headers.getSetCookie().map((header) => header.split(';')[0]!.split('=') as [string, string]);

/**
 * A browser signing in: the site's button opens /oauth/<provider>/start, the provider (here without a login screen)
 * sends it back to /callback. Returns where the browser ends up and a client holding the cookies it was given.
 */
async function signInThrough(
  name: 'google' | 'github',
  identity: Identity,
  { returnTo = '/mobile/apple', keepCookie = true, editCallback = (url: URL) => url } = {},
) {
  await fetch(`${provider.url}/__identity`, { method: 'POST', body: JSON.stringify(identity) });
  const start = await fetch(`${server.url}/oauth/${name}/start?returnTo=${encodeURIComponent(returnTo)}`, {
    redirect: 'manual',
  });
  expect(start.status).toBe(303);
  const startCookies = cookiesOf(start);
  const atProvider = await fetch(start.headers.get('location')!, { redirect: 'manual' });
  const back = editCallback(new URL(atProvider.headers.get('location')!));
  expect(back.origin + back.pathname).toBe(`${API_URL}/oauth/${name}/callback`);
  const callback = await fetch(`${server.url}${back.pathname}${back.search}`, {
    redirect: 'manual',
    headers: keepCookie ? { cookie: startCookies.map((pair) => pair.join('=')).join('; ') } : {},
  });
  expect(callback.status).toBe(303);
  const client = new TestClient(server.url);
  for (const [cookie, value] of cookiesOf(callback)) if (value) client.cookies.set(cookie, value);
  return { location: callback.headers.get('location')!, client, startLocation: start.headers.get('location')! };
}

/** The account the client's login belongs to, or null when it holds none. */
async function signedInAs(client: TestClient) {
  const { getAccessToken } = await client.data<{ getAccessToken: string | null }>(`{ getAccessToken }`);
  if (!getAccessToken) return null;
  client.token = getAccessToken;
  return (await client.data(`{ getUserDetails { email name } }`)).getUserDetails as { email: string; name: string };
}

const canSignInWithPassword = async (email: string, password = 'Secret12345') =>
  (
    await new TestClient(server.url, '10.9.0.1').request(
      `mutation($e: String!, $p: String!) { login(email: $e, password: $p, rememberMe: false) }`,
      { e: email, p: password },
    )
  ).data?.login === true;

describe('the providers offered', () => {
  it('lists the configured ones in order, and an API with none configured offers none and has no routes', async () => {
    expect((await new TestClient(server.url).data(`{ signInProviders { id name } }`)).signInProviders).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'github', name: 'GitHub' },
    ]);
    expect((await new TestClient(unconfigured.url).data(`{ signInProviders { id } }`)).signInProviders).toEqual([]);
    expect((await fetch(`${unconfigured.url}/oauth/google/start`, { redirect: 'manual' })).status).toBe(404);
  });

  it('sends the browser to the provider with state, nonce and an S256 PKCE challenge', async () => {
    const start = await fetch(`${server.url}/oauth/google/start?returnTo=/laptop`, { redirect: 'manual' });
    const to = new URL(start.headers.get('location')!);
    expect(to.origin).toBe(provider.url);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: 'site-client',
      redirect_uri: `${API_URL}/oauth/google/callback`,
      response_type: 'code',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    for (const check of ['state', 'nonce', 'code_challenge']) expect(to.searchParams.get(check)).toMatch(/^.{20,}$/);
    expect(start.headers.getSetCookie()[0]).toMatch(/^gadgets_sign_in=.+; Path=\/oauth\/; HttpOnly; SameSite=Lax/);
  });
});

describe('signing in through Google', () => {
  it('makes an active account for a new verified address and signs it in, back on the page it left', async () => {
    const { location, client } = await signInThrough('google', {
      sub: 'google-new-1',
      email: 'new.google@example.com',
      email_verified: true,
      name: 'Grace Hopper',
    });
    expect(location).toBe(`${SITE_URL}/mobile/apple`);
    expect(await signedInAs(client)).toEqual({ email: 'new.google@example.com', name: 'Grace Hopper' });
    // No password yet: none works until the owner sets one through "Forgot password".
    expect(await canSignInWithPassword('new.google@example.com', 'Secret12345')).toBe(false);
    expect(await canSignInWithPassword('new.google@example.com', 'not-a-real-password-1A')).toBe(false);
  });

  it('signs the same Google account in to the same account, even after its address changed there', async () => {
    await signInThrough('google', { sub: 'google-same', email: 'same.one@example.com', email_verified: true });
    const again = await signInThrough('google', {
      sub: 'google-same',
      email: 'renamed@example.com',
      email_verified: true,
    });
    expect((await signedInAs(again.client))?.email).toBe('same.one@example.com');
  });

  it('links to an existing account through a verified address (any spelling), which keeps its password', async () => {
    const owner = await signUpAndSignIn(server, 'linked.owner@example.com', { name: 'Linked Owner' });
    const { client } = await signInThrough('google', {
      sub: 'google-linked',
      email: 'Linked.Owner@EXAMPLE.com',
      email_verified: true,
      name: 'Another Name',
    });
    expect(await signedInAs(client)).toEqual({ email: 'linked.owner@example.com', name: 'Linked Owner' });
    expect(await canSignInWithPassword('linked.owner@example.com')).toBe(true);
    const exported = (await owner.data(`{ exportMyData }`)).exportMyData;
    expect(exported.signInProviders).toEqual([
      expect.objectContaining({ provider: 'google', subject: 'google-linked', email: 'Linked.Owner@EXAMPLE.com' }),
    ]);
    // The owner is told, with the way back if it was not them.
    const told = (await server.outbox()).filter(
      (mail) => mail.to === 'linked.owner@example.com' && mail.kind === 'sign-in-linked',
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe('Google sign-in was added to your Gadget Specs account');

    // A password reset, the owner's way to take the account back, unlinks it.
    await new TestClient(server.url).data(`mutation { forgotPassword(email: "linked.owner@example.com") }`);
    const reset = (await server.outbox())
      .filter((mail) => mail.to === 'linked.owner@example.com' && mail.kind === 'password-reset')
      .pop()!;
    await new TestClient(server.url).data(
      `mutation($t: String!) { resetPassword(resetToken: $t, newPassword: "Recovered123") }`,
      {
        t: new URL(reset.link!).searchParams.get('token'),
      },
    );
    await expect(owner.data(`{ exportMyData }`)).rejects.toThrow('UNAUTHENTICATED');
    const again = await signInThrough('google', {
      sub: 'google-linked',
      email: 'other@example.com',
      email_verified: true,
    });
    expect(again.location).toBe(`${SITE_URL}/mobile/apple`);
    expect((await signedInAs(again.client))?.email).toBe('other@example.com');
  });

  it('never links or makes an account through an address the provider has not verified', async () => {
    const owner = await signUpAndSignIn(server, 'unverified.target@example.com');
    const { location, client } = await signInThrough('google', {
      sub: 'google-unverified',
      email: 'unverified.target@example.com',
      email_verified: false,
    });
    expect(location).toBe(`${SITE_URL}/auth/sign-in-error?provider=google&reason=unverified-email`);
    expect(await signedInAs(client)).toBeNull();
    expect((await owner.data(`{ exportMyData }`)).exportMyData.signInProviders).toEqual([]);
  });

  it("takes an unconfirmed sign-up's address for its proven owner; the password it was signed up with stops working", async () => {
    const squatter = new TestClient(server.url, '10.9.0.2');
    await squatter.data(
      `mutation { register(email: "claimed@example.com", name: "Squatter", gender: prefer_not_to_say, password: "Squat12345") }`,
    );
    const activation = (await server.outbox()).filter((mail) => mail.to === 'claimed@example.com').pop()!;
    const { client } = await signInThrough('google', {
      sub: 'google-claims',
      email: 'claimed@example.com',
      email_verified: true,
    });
    expect((await signedInAs(client))?.email).toBe('claimed@example.com');
    await squatter.request(`mutation($t: String!) { activateUser(activationToken: $t) }`, {
      t: new URL(activation.link!).searchParams.get('token'),
    });
    expect(await canSignInWithPassword('claimed@example.com', 'Squat12345')).toBe(false);
  });

  it('refuses a return without its cookie, with a state of another sign-in, or cancelled, and returns only to a path of the site', async () => {
    const identity = { sub: 'google-checks', email: 'checks@example.com', email_verified: true };
    const withoutCookie = await signInThrough('google', identity, { keepCookie: false });
    expect(withoutCookie.location).toBe(`${SITE_URL}/auth/sign-in-error?provider=google&reason=expired`);
    expect(await signedInAs(withoutCookie.client)).toBeNull();

    const otherState = await signInThrough('google', identity, {
      editCallback: (url) => (url.searchParams.set('state', 'a-state-of-another-sign-in'), url),
    });
    expect(otherState.location).toBe(`${SITE_URL}/auth/sign-in-error?provider=google&reason=provider-error`);
    expect(await signedInAs(otherState.client)).toBeNull();

    const cancelled = await signInThrough('google', identity, {
      editCallback: (url) => new URL(`${url.origin}${url.pathname}?error=access_denied&state=x`),
    });
    expect(cancelled.location).toBe(`${SITE_URL}/auth/sign-in-error?provider=google&reason=cancelled`);

    for (const returnTo of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      '/mobile/\u0100',
      '/a\u007fb',
    ]) {
      expect((await signInThrough('google', identity, { returnTo })).location).toBe(`${SITE_URL}/`);
    }
  });
});

describe('linked sign-ins in the account', () => {
  const LINKED = `{ myLinkedSignIns { provider name email } }`;
  const UNLINK = `mutation($p: ID!) { unlinkSignIn(provider: $p) { provider } }`;

  it('lists them and removes one, but never the only way into an account without a password', async () => {
    const made = await signInThrough('google', { sub: 'g-only', email: 'only.way@example.com', email_verified: true });
    await signedInAs(made.client);
    expect((await made.client.data(LINKED)).myLinkedSignIns).toEqual([
      { provider: 'google', name: 'Google', email: 'only.way@example.com' },
    ]);
    expect(firstError(await made.client.request(UNLINK, { p: 'google' })).extensions).toMatchObject({
      code: 'CONFLICT',
      field: 'provider',
    });
    // With GitHub linked too, Google can go; GitHub is then the only way in.
    const github = await signInThrough('github', {
      sub: 'octo-only',
      githubId: 5151,
      email: 'only.way@example.com',
      email_verified: true,
    });
    expect((await signedInAs(github.client))?.email).toBe('only.way@example.com');
    expect((await made.client.data(UNLINK, { p: 'google' })).unlinkSignIn).toEqual([{ provider: 'github' }]);
    expect(firstError(await made.client.request(UNLINK, { p: 'github' })).extensions?.code).toBe('CONFLICT');
    expect(firstError(await made.client.request(UNLINK, { p: 'google' })).extensions?.code).toBe('NOT_FOUND');
  });

  it('removes any of them from an account with a password, and nobody else can', async () => {
    const owner = await signUpAndSignIn(server, 'unlink.owner@example.com');
    await signInThrough('google', { sub: 'g-unlink', email: 'unlink.owner@example.com', email_verified: true });
    const stranger = await signUpAndSignIn(server, 'unlink.stranger@example.com');
    expect(firstError(await stranger.request(UNLINK, { p: 'google' })).extensions?.code).toBe('NOT_FOUND');
    expect(firstError(await new TestClient(server.url).request(LINKED)).extensions?.code).toBe('UNAUTHENTICATED');
    expect((await owner.data(UNLINK, { p: 'google' })).unlinkSignIn).toEqual([]);
    // Signing in with it again links it again (its owner's address is still verified there).
    const again = await signInThrough('google', {
      sub: 'g-unlink',
      email: 'unlink.owner@example.com',
      email_verified: true,
    });
    expect((await signedInAs(again.client))?.email).toBe('unlink.owner@example.com');
  });
});

describe('signing in through GitHub', () => {
  it("makes or finds the account of the GitHub account's verified primary address", async () => {
    const first = await signInThrough('github', {
      sub: 'octo-ada',
      githubId: 4242,
      email: 'octo.ada@example.com',
      email_verified: true,
      name: 'Ada Octo',
    });
    expect(first.startLocation).toMatch(new RegExp(`^${provider.url}/login/oauth/authorize\\?`));
    expect(await signedInAs(first.client)).toEqual({ email: 'octo.ada@example.com', name: 'Ada Octo' });
    const again = await signInThrough('github', {
      sub: 'octo-ada',
      githubId: 4242,
      email: 'elsewhere@example.com',
      email_verified: true,
    });
    expect((await signedInAs(again.client))?.email).toBe('octo.ada@example.com');
  });

  it('uses only the verified primary address: a verified secondary one links nothing', async () => {
    await signUpAndSignIn(server, 'octo.secondary@example.com');
    const { location, client } = await signInThrough('github', {
      sub: 'octo-secondary',
      githubId: 4444,
      email: 'octo.primary@example.com',
      email_verified: false,
      secondaryEmail: 'octo.secondary@example.com',
    });
    expect(location).toBe(`${SITE_URL}/auth/sign-in-error?provider=github&reason=unverified-email`);
    expect(await signedInAs(client)).toBeNull();
  });

  it('refuses a GitHub account without a verified address', async () => {
    const { location, client } = await signInThrough('github', {
      sub: 'octo-unverified',
      githubId: 4343,
      email: 'octo.unverified@example.com',
      email_verified: false,
    });
    expect(location).toBe(`${SITE_URL}/auth/sign-in-error?provider=github&reason=unverified-email`);
    expect(await signedInAs(client)).toBeNull();
  });
});
