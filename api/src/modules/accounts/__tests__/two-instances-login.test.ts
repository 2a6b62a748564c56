import { describeShared, startApiPair } from '../../../../test-support/api-pair';
import { TestClient, type TestApi } from '../../../../test-support/helpers';

/**
 * Sign-in limits across two API instances behind one balancer, sharing PostgreSQL (TEST_DATABASE_URL) and Redis
 * (TEST_REDIS_URL): a guesser who alternates between them gets one budget, not one per instance.
 * Skipped when either is not configured.
 */

const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p, rememberMe: false) }`;
const PASSWORD = 'Owner-pass-2026';

/** A client address no earlier run used, since Redis keeps counts between runs. */
const freshIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

async function post(server: TestApi, email: string, password: string, ip: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', 'x-forwarded-for': ip },
    body: JSON.stringify({ query: LOGIN, variables: { e: email, p: password } }),
  });
  const body = (await response.json()) as {
    data?: { login: boolean } | null;
    errors?: { extensions?: { code?: string } }[];
  };
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    code: body.errors?.[0]?.extensions?.code ?? 'OK',
  };
}

describeShared('sign-in limits shared by two API instances', () => {
  let first: TestApi;
  let second: TestApi;
  const owner = `owner-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

  beforeAll(async () => {
    ({ first, second } = await startApiPair('login', { RATE_LIMIT_FACTOR: '1' }));
    const client = new TestClient(first.url, freshIp());
    await client.data(
      `mutation($e: String!, $p: String!) { register(email: $e, name: "Owner", gender: prefer_not_to_say, password: $p) }`,
      { e: owner, p: PASSWORD },
    );
    const mail = (await first.outbox()).filter((entry) => entry.to === owner && entry.kind === 'activation').pop();
    await client.data(`mutation($t: String!) { activateUser(activationToken: $t) }`, {
      t: new URL(mail!.link!).searchParams.get('token'),
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('backs a guesser off on both instances once the free tries are spent on either', async () => {
    const guesser = freshIp();
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt++)
      answers.push(await post(attempt % 2 ? second : first, owner, 'Wrong-guess-1', guesser));
    expect(answers.slice(0, 5).map((answer) => answer.code)).toEqual(Array(5).fill('UNAUTHENTICATED'));
    expect(answers[5]).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(answers[5]!.retryAfter)).toBeGreaterThanOrEqual(1);
    // The other instance makes the guesser wait too.
    expect(await post(first, owner, 'Wrong-guess-1', guesser)).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    // The owner, from their own address, signs in on either instance.
    expect(await post(first, owner, PASSWORD, freshIp())).toMatchObject({ status: 200, code: 'OK' });
    expect(await post(second, owner, PASSWORD, freshIp())).toMatchObject({ status: 200, code: 'OK' });
  });

  it('gives one client address one sign-in budget across both instances', async () => {
    const ip = freshIp();
    const codes: string[] = [];
    // loginByIp allows 20 sign-ins per 10 minutes from one address, on whatever accounts.
    for (let attempt = 0; attempt < 21; attempt++) {
      codes.push(
        (await post(attempt % 2 ? second : first, `nobody-${attempt}-${ip}@example.com`, 'Wrong-guess-1', ip)).code,
      );
    }
    expect(codes.slice(0, 20)).toEqual(Array(20).fill('UNAUTHENTICATED'));
    expect(codes[20]).toBe('RATE_LIMITED');
  });

  it('ends an access token on the other instance as soon as its login is signed out, though that instance kept it', async () => {
    const client = new TestClient(first.url, freshIp());
    await client.data(`mutation($e: String!, $p: String!) { login(email: $e, password: $p) }`, {
      e: owner,
      p: PASSWORD,
    });
    client.token = (await client.data(`{ getAccessToken }`)).getAccessToken;
    const onSecond = new TestClient(second.url, freshIp());
    onSecond.token = client.token;
    // The second instance has read (and keeps for a moment) the viewer of this token.
    expect((await onSecond.data(`{ getUserDetails { name } }`)).getUserDetails).toEqual({ name: 'Owner' });
    await client.data(`mutation { logout }`);
    // Told through Redis, well within the moment it would otherwise keep the viewer.
    const deadline = Date.now() + 1_000;
    let code: string | undefined;
    while (Date.now() < deadline) {
      code = (await onSecond.request(`{ getUserDetails { name } }`)).errors?.[0]?.extensions?.code;
      if (code) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(code).toBe('UNAUTHENTICATED');
  });
});
