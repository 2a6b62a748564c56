import { firstError, startTestApi, TestClient, type TestApi } from './helpers';

let server: TestApi;

beforeAll(async () => {
  server = await startTestApi();
});
afterAll(() => server.close());

const REGISTER = `mutation($email: String!, $name: String!, $password: String!) {
  register(email: $email, name: $name, gender: prefer_not_to_say, password: $password)
}`;
const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password, rememberMe: false) }`;

describe('signing up with an address someone else registered first', () => {
  it('leaves the account with the password and name of the sign-up whose mailed link the owner opens', async () => {
    const email = 'owner@example.com';
    // Someone who does not own the address signs up with it first, then the owner does.
    await new TestClient(server.url).data(REGISTER, { email, name: 'Mallory', password: 'Intruder2024' });
    await server.settled();
    const owner = new TestClient(server.url);
    await owner.data(REGISTER, { email, name: 'Olive Owner', password: 'MyOwnSecret9' });
    await server.settled();

    const links = (await server.outbox()).filter((mail) => mail.to === email && mail.kind === 'activation').map((mail) => mail.link!);
    expect(links).toHaveLength(2);
    // The owner opens the link from their own sign-up: the latest mail.
    await owner.data(`mutation($t: String!) { activateUser(activationToken: $t) }`, { t: new URL(links[1]!).searchParams.get('token') });

    expect(firstError(await new TestClient(server.url).request(LOGIN, { email, password: 'Intruder2024' }))?.message).toBe('Invalid email or password');
    expect(await owner.data(LOGIN, { email, password: 'MyOwnSecret9' })).toEqual({ login: true });
    owner.token = (await owner.data(`{ getAccessToken }`)).getAccessToken;
    expect((await owner.data(`{ getUserDetails { name } }`)).getUserDetails.name).toBe('Olive Owner');
  });
});
