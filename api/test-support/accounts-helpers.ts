import { TestClient, type TestApi } from './helpers';

/** Registers, activates (through the outbox) and signs in a user; returns a client holding a bearer token. */
export async function signUpAndSignIn(
  server: TestApi,
  email: string,
  options: { admin?: boolean; name?: string; ip?: string } = {},
): Promise<TestClient> {
  const client = new TestClient(server.url, options.ip);
  const password = 'Secret12345';
  await client.data(
    `mutation($e: String!, $n: String!) { register(email: $e, name: $n, gender: prefer_not_to_say, password: "${password}") }`,
    {
      e: email,
      n: options.name ?? 'Test User',
    },
  );
  const mail = (await server.outbox()).filter((entry) => entry.to === email && entry.kind === 'activation').pop();
  const token = new URL(mail!.link!).searchParams.get('token');
  await client.data(`mutation($t: String!) { activateUser(activationToken: $t) }`, { t: token });
  if (options.admin) await server.api.services.accounts.grantAdmin(email);
  await client.data(`mutation($e: String!) { login(email: $e, password: "${password}", rememberMe: true) }`, {
    e: email,
  });
  client.token = (await client.data(`{ getAccessToken }`)).getAccessToken;
  return client;
}
