import { firstError, startTestApi, TestClient, type TestApi } from '../../../test-support/helpers';

let server: TestApi;
let client: TestClient;

beforeAll(async () => {
  server = await startTestApi({ MAX_SUBSCRIPTIONS: '12', SUBSCRIPTION_IDLE_SECONDS: '1' });
  client = new TestClient(server.url);
});
afterAll(() => server.close());

const COMMENT_THREAD = `comments(category: "mobile", brand: "google", path: "pixel-9") {
  commentsList { id name replies { id name replies { id name comment likes } } }
}`;

describe('GraphQL cost limits, before anything runs', () => {
  it('refuses a short query that would ask for too many rows, saying what it cost', async () => {
    // Each thread costs 4,332 (10 comments x 10 replies x 10 replies, as lists without a limit count).
    const heavy = `{ ${['a', 'b', 'c', 'd', 'e'].map((alias) => `${alias}: ${COMMENT_THREAD}`).join(' ')} }`;
    expect(heavy.length).toBeLessThan(1100);
    const error = firstError(await client.request(heavy));
    expect(error.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', maxCost: 20_000 });
    expect(error.message).toMatch(/^Query is too expensive: cost \d+, at most 20000 allowed/);
    expect((await client.request(`{ ${COMMENT_THREAD} }`)).errors).toBeUndefined();
  });

  it("counts a list's limit from the variables", async () => {
    const fields = 'companyName companyPath absType battery boreMm clutchType coolingSystem engineType frameType';
    const query = `query($n: Int) { ${Array.from({ length: 12 }, (_, index) => `a${index}: searchBikeCatalog(limit: $n) { items { ${fields} } }`).join(' ')} }`;
    // 12 x (1 + n x 10): 1,212 for 10 rows each, 24,012 for 200.
    expect((await client.request(query, { n: 10 })).errors).toBeUndefined();
    expect(firstError(await client.request(query, { n: 200 })).extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      cost: 24_012,
    });
  });

  it('counts a fragment spread many times over once, so a fragment bomb is refused at once', async () => {
    // Each fragment spreads the next twice: 30 levels describe 2^30 selections of `name` in 1.3 kB. Walking each
    // spread again doubled the work per level (21 levels held the whole API for 2.9 s; 30 would take minutes).
    const levels = 30;
    const fragments = Array.from(
      { length: levels },
      (_, level) => `fragment F${level} on Company { ...F${level + 1} ...F${level + 1} }`,
    );
    const bomb = `{ companies(category: MOBILE) { ...F0 } } ${fragments.join(' ')} fragment F${levels} on Company { name }`;
    expect(bomb.length).toBeLessThan(1400);
    const error = firstError(await client.request(bomb));
    expect(error.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', cost: 1 + 10 * 2 ** levels });
    // The same shape, small enough, is counted and answered as before.
    const small = `{ companies(category: MOBILE) { ...G0 } } fragment G0 on Company { ...G1 ...G1 } fragment G1 on Company { name }`;
    expect((await client.request(small)).errors).toBeUndefined();
  });

  it('refuses documents nested deeper than 10 levels', async () => {
    const deep = `{ comments(category: "mobile", brand: "google", path: "pixel-9") { commentsList { ${'replies { '.repeat(8)}id${' }'.repeat(8)} } } }`;
    expect(firstError(await client.request(deep)).message).toMatch(/^Query is too deep: 11 levels, at most 10 allowed/);
  });

  it('keeps "Did you mean" hints out of production answers', async () => {
    expect(firstError(await client.request(`{ mobileModel { data { name } } }`)).message).toMatch(/Did you mean/);
    const production = await startTestApi({ NODE_ENV: 'production' });
    try {
      const error = firstError(await new TestClient(production.url).request(`{ mobileModel { data { name } } }`));
      expect(error.message).toBe('Cannot query field "mobileModel" on type "Query".');
    } finally {
      await production.close();
    }
  });
});

describe('production answers name nothing the request did not', () => {
  let production: TestApi;
  let anonymous: TestClient;
  beforeAll(async () => {
    production = await startTestApi({ NODE_ENV: 'production' });
    anonymous = new TestClient(production.url);
  });
  afterAll(() => production.close());

  it('drops "Did you mean" from the errors of variables, checked at execution', async () => {
    const register = `mutation($g: Gender!) { register(email: "hint@example.com", name: "Hint", gender: $g, password: "Secret12345") }`;
    const createPc = `mutation($i: CustomPcInput!) { createCustomPc(input: $i) { name } }`;
    const messages = [
      ...((await anonymous.request(register, { g: 'mal' })).errors ?? []),
      ...((await anonymous.request(createPc, { i: { nmae: 'x' } })).errors ?? []),
      ...((await anonymous.request(createPc, { i: { name: 'x', variants: [{ categroy: 'CPU' }] } })).errors ?? []),
    ].map((error) => error.message);
    expect(messages.length).toBeGreaterThanOrEqual(3);
    expect(messages.some((message) => message.includes('"nmae" is not defined'))).toBe(true);
    for (const message of messages) expect(message).not.toMatch(/Did you mean/);
    // Developers still get the hint (NODE_ENV other than production).
    expect(firstError(await client.request(register, { g: 'mal' })).message).toMatch(
      /Did you mean the enum value "male"\?/,
    );
  });

  it('refuses variables nested too deep before anything walks them, and keeps serving', async () => {
    const deep = (depth: number) =>
      `{"query":"{ companies(category: MOBILE) { name } }","variables":{"d":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
    for (const body of [deep(5000), deep(17)]) {
      const response = await fetch(`${production.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(answer.errors[0]!.extensions.code).toBe('BAD_USER_INPUT');
      expect(answer.errors[0]!.message).toMatch(/^Variables too large/);
    }
    const fine = await fetch(`${production.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deep(15),
    });
    expect(((await fine.json()) as { data: { companies: unknown[] } }).data.companies.length).toBeGreaterThan(0);
  });
});

/** Opens an SSE subscription from one client address; resolves with the HTTP status and a way to read and close it. */
async function openStream(ip: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'x-graphql-csrf': '1',
      'x-forwarded-for': ip,
    },
    body: JSON.stringify({
      query: `subscription { commentAdded(category: "mobile", brand: "google", path: "pixel-9") { id } }`,
    }),
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  return {
    status: response.status,
    /** Everything the stream sends until it ends (or `timeoutMs` passes). */
    async readAll(timeoutMs: number): Promise<{ text: string; ended: boolean }> {
      let text = '';
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const next = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
        ]);
        if (next === null) return { text, ended: false };
        if (next.done) return { text, ended: true };
        text += new TextDecoder().decode(next.value);
      }
      return { text, ended: false };
    },
    close: () => controller.abort(),
  };
}

describe('live updates (SSE subscriptions)', () => {
  it('caps streams per client address and in total, and ends idle ones', async () => {
    const mine = await Promise.all(Array.from({ length: 10 }, () => openStream('10.2.0.1')));
    const eleventh = await openStream('10.2.0.1');
    expect((await eleventh.readAll(2000)).text).toMatch(/Too many live updates open/);
    const others = await Promise.all([openStream('10.2.0.2'), openStream('10.2.0.3'), openStream('10.2.0.4')]);
    // 12 in total on this instance: the third other client is refused.
    expect((await others[2]!.readAll(2000)).text).toMatch(/Too many live updates open/);
    // Idle streams (no event for a second here) end, freeing their places.
    const idle = await mine[0]!.readAll(5000);
    expect(idle.ended).toBe(true);
    for (const stream of [...mine, ...others]) stream.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await openStream('10.2.0.1');
    expect((await again.readAll(300)).text).not.toMatch(/Too many/);
    again.close();
  });
});
