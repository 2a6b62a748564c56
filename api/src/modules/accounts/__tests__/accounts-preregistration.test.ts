import { firstError, startTestApi, TestClient, type TestApi } from '../../../../test-support/helpers';

let server: TestApi;

beforeAll(async () => {
  server = await startTestApi();
});
afterAll(() => server.close());

const REGISTER = `mutation($email: String!, $name: String!, $password: String!) {
  register(email: $email, name: $name, gender: prefer_not_to_say, password: $password)
}`;
const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password, rememberMe: false) }`;
const ACTIVATE = `mutation($t: String!) { activateUser(activationToken: $t) }`;

describe('signing up with an address someone else registered first', () => {
  it('leaves the account with the password and name of the sign-up whose mailed link the owner opens', async () => {
    const email = 'owner@example.com';
    // Someone who does not own the address signs up with it first, then the owner does.
    await new TestClient(server.url).data(REGISTER, { email, name: 'Mallory', password: 'Intruder2024' });
    await server.settled();
    const owner = new TestClient(server.url);
    await owner.data(REGISTER, { email, name: 'Olive Owner', password: 'MyOwnSecret9' });
    await server.settled();

    const links = (await server.outbox())
      .filter((mail) => mail.to === email && mail.kind === 'activation')
      .map((mail) => mail.link!);
    expect(links).toHaveLength(2);
    // The owner opens the link from their own sign-up: the latest mail.
    await owner.data(ACTIVATE, { t: new URL(links[1]!).searchParams.get('token') });

    expect(
      firstError(await new TestClient(server.url).request(LOGIN, { email, password: 'Intruder2024' }))?.message,
    ).toBe('Invalid email or password');
    expect(await owner.data(LOGIN, { email, password: 'MyOwnSecret9' })).toEqual({ login: true });
    owner.token = (await owner.data(`{ getAccessToken }`)).getAccessToken;
    expect((await owner.data(`{ getUserDetails { name } }`)).getUserDetails.name).toBe('Olive Owner');

    // The first sign-up's link, opened afterwards, is void: its password does not come back, the session lives on.
    const stale = firstError(
      await new TestClient(server.url).request(ACTIVATE, { t: new URL(links[0]!).searchParams.get('token') }),
    );
    expect(stale.extensions?.code).toBe('INVALID_TOKEN');
    expect(
      firstError(await new TestClient(server.url).request(LOGIN, { email, password: 'Intruder2024' }))?.message,
    ).toBe('Invalid email or password');
    expect((await owner.data(`{ getUserDetails { name } }`)).getUserDetails.name).toBe('Olive Owner');
  });
});

describe('links that come after the account is active', () => {
  async function linksTo(email: string, kind: string) {
    return (await server.outbox())
      .filter((mail) => mail.to === email && mail.kind === kind)
      .map((mail) => new URL(mail.link!).searchParams.get('token')!);
  }

  it('refuses an activation link once the account is active, even one that was never opened', async () => {
    const email = 'active-already@example.com';
    const owner = new TestClient(server.url);
    await owner.data(REGISTER, { email, name: 'Ada Active', password: 'FirstSecret1' });
    await server.settled();
    await owner.data(REGISTER, { email, name: 'Ada Active', password: 'SecondSecret2' });
    const [first, second] = await linksTo(email, 'activation');
    await owner.data(ACTIVATE, { t: first });
    expect(firstError(await owner.request(ACTIVATE, { t: first })).extensions?.code).toBe('INVALID_TOKEN');
    expect(firstError(await owner.request(ACTIVATE, { t: second })).extensions?.code).toBe('INVALID_TOKEN');
    expect(firstError(await owner.request(LOGIN, { email, password: 'SecondSecret2' }))?.message).toBe(
      'Invalid email or password',
    );
    expect(await owner.data(LOGIN, { email, password: 'FirstSecret1' })).toEqual({ login: true });
  });

  it('voids pending activation links when a reset link sets the password', async () => {
    const email = 'reset-first@example.com';
    // Someone signs up with the address; its owner, who never did, resets the password instead.
    await new TestClient(server.url).data(REGISTER, { email, name: 'Mallory', password: 'Intruder2024' });
    await server.settled();
    const owner = new TestClient(server.url);
    await owner.data(`mutation($e: String!) { forgotPassword(email: $e) }`, { e: email });
    const [reset] = await linksTo(email, 'password-reset');
    await owner.data(`mutation($t: String!) { resetPassword(resetToken: $t, newPassword: "OwnersChoice7") }`, {
      t: reset,
    });
    expect(await owner.data(LOGIN, { email, password: 'OwnersChoice7' })).toEqual({ login: true });
    owner.token = (await owner.data(`{ getAccessToken }`)).getAccessToken;

    const [activation] = await linksTo(email, 'activation');
    expect(firstError(await new TestClient(server.url).request(ACTIVATE, { t: activation })).extensions?.code).toBe(
      'INVALID_TOKEN',
    );
    expect(
      firstError(await new TestClient(server.url).request(LOGIN, { email, password: 'Intruder2024' }))?.message,
    ).toBe('Invalid email or password');
    expect((await owner.data(`{ getUserDetails { name } }`)).getUserDetails.name).toBe('Mallory');
  });
});
