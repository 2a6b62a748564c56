import { cacheExchange, Client, createRequest, makeResult, type Exchange } from '@urql/core';
import { filter, map, pipe, subscribe } from 'wonka';
import { sessionExchange, type SessionSource } from '../session-exchange';
import { SessionCheck_AccessTokenQuery } from '../session-check';

/** A visitor the test signs in and out. */
function fakeSession(): SessionSource & { signIn: (email: string | null) => void } {
  let visitor: string | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => visitor,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: (email) => {
      visitor = email;
      listeners.forEach((listener) => listener());
    },
  };
}

/** The API: answers each query with the number of queries it has answered, so a test sees which answer it got. */
function fakeApi() {
  const api = { asked: 0, exchange: null as unknown as Exchange };
  api.exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind === 'query'),
      map((operation) => makeResult(operation, { data: { getAccessToken: `answer ${++api.asked}` } })),
    );
  return api;
}

function clientWith(session: SessionSource, api: ReturnType<typeof fakeApi>) {
  return new Client({ url: '/graphql', exchanges: [sessionExchange(session), cacheExchange, api.exchange] });
}

const ask = (client: Client) => client.query(SessionCheck_AccessTokenQuery, {}).toPromise();

describe('sessionExchange', () => {
  it('answers from the cache within a session, and from the API the first time after the visitor changes', async () => {
    const session = fakeSession();
    const api = fakeApi();
    const client = clientWith(session, api);
    expect((await ask(client)).data?.getAccessToken).toBe('answer 1');
    expect((await ask(client)).data?.getAccessToken).toBe('answer 1');

    session.signIn('ada@example.com');
    expect((await ask(client)).data?.getAccessToken).toBe('answer 2');
    expect((await ask(client)).data?.getAccessToken).toBe('answer 2');

    session.signIn(null);
    expect((await ask(client)).data?.getAccessToken).toBe('answer 3');
  });

  it('asks a query on screen again when the visitor signs in', async () => {
    const session = fakeSession();
    const api = fakeApi();
    const client = clientWith(session, api);
    const seen: unknown[] = [];
    const onScreen = pipe(
      client.executeQuery(createRequest(SessionCheck_AccessTokenQuery, {})),
      subscribe((result) => seen.push(result.data?.getAccessToken)),
    );
    expect(seen).toEqual(['answer 1']);

    session.signIn('ada@example.com');
    await new Promise((settled) => setTimeout(settled, 0)); // the client sends what is asked again in a microtask
    expect(seen.at(-1)).toBe('answer 2');
    onScreen.unsubscribe();

    // Off screen now: nothing is asked when the visitor signs out, until the query is asked for again.
    session.signIn(null);
    await new Promise((settled) => setTimeout(settled, 0));
    expect(api.asked).toBe(2);
  });

  it('changes nothing when the store changes but the visitor does not', async () => {
    const session = fakeSession();
    const api = fakeApi();
    const client = clientWith(session, api);
    await ask(client);
    session.signIn(null);
    await ask(client);
    expect(api.asked).toBe(1);
  });
});

describe('sessionExchange, on a server-rendered page', () => {
  it('gives a query the server answered that answer (hydration draws what the server drew), then asks the API', async () => {
    const session = fakeSession();
    const api = fakeApi();
    const serverAnswered = new Set<number>();
    const client = new Client({
      url: '/graphql',
      exchanges: [sessionExchange(session, (key) => serverAnswered.has(key)), cacheExchange, api.exchange],
    });
    const request = createRequest(SessionCheck_AccessTokenQuery, {});
    serverAnswered.add(request.key);
    await ask(client);
    session.signIn('ada@example.com');
    const seen: unknown[] = [];
    const onScreen = pipe(
      client.executeQuery(request),
      subscribe((result) => seen.push(result.data?.getAccessToken)),
    );
    // The first answer is the one at hand; the API's comes right after.
    expect(seen).toEqual(['answer 1']);
    await new Promise((settled) => setTimeout(settled, 0));
    expect(seen.at(-1)).toBe('answer 2');
    onScreen.unsubscribe();
  });
});
