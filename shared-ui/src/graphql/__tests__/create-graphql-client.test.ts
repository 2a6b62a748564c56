import { createRequest, type OperationContext } from '@urql/core';
import { pipe, subscribe } from 'wonka';
import { ACCESS_TOKEN_KEY } from '../access-token';
import { createGraphqlClient, GRAPHQL_REQUEST_TIMEOUT_MS } from '../create-graphql-client';
import { graphql } from '../graphql';
import { OPERATION_KIND_HEADER } from '../operation-kind-exchange';
import { resolveMediaUrl } from '../site-config';

const query = graphql(`
  query Probe {
    __typename
  }
`);

/** The fetch options urql will use for one operation of this client. */
function fetchOptionsOf(client: ReturnType<typeof createGraphqlClient>): RequestInit {
  const operation = client.createRequestOperation('query', createRequest(query, {}));
  const { fetchOptions } = operation.context as OperationContext;
  return typeof fetchOptions === 'function' ? fetchOptions() : (fetchOptions ?? {});
}

describe('createGraphqlClient', () => {
  it('POSTs to /graphql, cache-first, with cookies included', () => {
    const client = createGraphqlClient();
    const operation = client.createRequestOperation('query', createRequest(query, {}));
    expect(operation.context.url).toBe('/graphql');
    expect(operation.context.preferGetMethod).toBe(false);
    expect(operation.context.requestPolicy).toBe('cache-first');
    expect(fetchOptionsOf(client).credentials).toBe('include');
  });

  it('sends the session-stored access token as a bearer token, read on every request', () => {
    const client = createGraphqlClient();
    expect((fetchOptionsOf(client).headers as Record<string, string>).authorization).toBe('Bearer ');
    window.sessionStorage.setItem(ACCESS_TOKEN_KEY, 'token-123');
    expect((fetchOptionsOf(client).headers as Record<string, string>).authorization).toBe('Bearer token-123');
  });

  it('marks every request for the API CSRF check', () => {
    expect((fetchOptionsOf(createGraphqlClient()).headers as Record<string, string>)['x-graphql-csrf']).toBe('1');
  });

  it('uses the URL an integrator gives', () => {
    const client = createGraphqlClient({ url: 'https://api.example.com/graphql' });
    expect(client.createRequestOperation('query', createRequest(query, {})).context.url).toBe(
      'https://api.example.com/graphql',
    );
  });
});

const pageActivity = graphql(`
  subscription ProbePageActivity {
    pageActivity(brand: "google", category: "mobile", path: "pixel-9") {
      commentAdded {
        id
      }
    }
  }
`);

/** An API that accepts every request and never answers; it lets go only when the request is aborted. */
function silentApi() {
  const requests: RequestInit[] = [];
  const fetch = jest.fn((_url: string, init: RequestInit) => {
    requests.push(init);
    return new Promise<never>((_resolve, reject) =>
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
    );
  });
  return { fetch, requests };
}

describe('createGraphqlClient when the API never answers', () => {
  const originalFetch = globalThis.fetch;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Object.assign(globalThis, { fetch: originalFetch });
  });

  it('ends a query in a network error after the timeout and cancels the request', async () => {
    const api = silentApi();
    Object.assign(globalThis, { fetch: api.fetch });
    const answer = createGraphqlClient().query(query, {}).toPromise();

    await jest.advanceTimersByTimeAsync(GRAPHQL_REQUEST_TIMEOUT_MS - 1);
    expect(api.requests[0]!.signal!.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const result = await answer;
    expect(result.error?.networkError?.message).toBe('The API did not answer within 15 s');
    expect(api.requests[0]!.signal!.aborted).toBe(true);
  });

  it('ends a request even when the transport ignores the abort', async () => {
    Object.assign(globalThis, { fetch: jest.fn(() => new Promise<never>(() => undefined)) });
    const answer = createGraphqlClient({ requestTimeoutMs: 1_000 }).query(query, {}).toPromise();
    await jest.advanceTimersByTimeAsync(1_000);
    expect((await answer).error?.networkError?.message).toBe('The API did not answer within 1 s');
  });

  it('keeps a subscription stream open however long it stays quiet', async () => {
    const api = silentApi();
    Object.assign(globalThis, { fetch: api.fetch });
    const results: unknown[] = [];
    const { unsubscribe } = pipe(
      createGraphqlClient().subscription(pageActivity, {}),
      subscribe((result) => results.push(result)),
    );

    await jest.advanceTimersByTimeAsync(GRAPHQL_REQUEST_TIMEOUT_MS * 10);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]!.signal!.aborted).toBe(false);
    expect(results).toEqual([]);
    unsubscribe();
    expect(api.requests[0]!.signal!.aborted).toBe(true);
  });
});

const logout = graphql(`
  mutation ProbeLogout {
    logout
  }
`);

describe('the operation kind each request names (a load balancer replays queries only)', () => {
  /** An API that answers every request at once and keeps the headers it was sent. */
  function recordingApi() {
    const headers: Record<string, string>[] = [];
    const fetch = jest.fn((_url: string, init: RequestInit) => {
      headers.push(init.headers as Record<string, string>);
      return Promise.resolve({
        ok: true,
        status: 200,
        headers: { get: () => 'application/json' },
        text: () => Promise.resolve('{"data":{}}'),
      } as unknown as Response);
    });
    return { fetch, headers };
  }

  it('marks a query as a query and a mutation as a mutation, beside the CSRF and token headers', async () => {
    const api = recordingApi();
    const client = createGraphqlClient({ fetch: api.fetch as unknown as typeof fetch });
    await client.query(query, {}).toPromise();
    await client.mutation(logout, {}).toPromise();
    expect(api.headers.map((sent) => sent[OPERATION_KIND_HEADER])).toEqual(['query', 'mutation']);
    expect(api.headers[1]).toMatchObject({ 'x-graphql-csrf': '1', authorization: 'Bearer ' });
  });

  it("marks the anonymous client's requests too", async () => {
    const api = recordingApi();
    await createGraphqlClient({ anonymous: true, fetch: api.fetch as unknown as typeof fetch })
      .query(query, {})
      .toPromise();
    expect(api.headers[0]).toEqual(
      expect.objectContaining({ [OPERATION_KIND_HEADER]: 'query', 'x-graphql-csrf': '1' }),
    );
  });
});

describe('an anonymous client (pages that are not ours)', () => {
  it('sends no cookies and no bearer token, even when this tab holds one, and still marks requests for CSRF', () => {
    window.sessionStorage.setItem(ACCESS_TOKEN_KEY, 'token-123');
    const options = fetchOptionsOf(createGraphqlClient({ anonymous: true }));
    expect(options.credentials).toBe('omit');
    expect(options.headers).toEqual({ 'x-graphql-csrf': '1' });
  });
});

describe('resolveMediaUrl', () => {
  it('keeps media paths relative on our own origin', () => {
    expect(resolveMediaUrl('/media/logos/honda.svg', '/graphql')).toBe('/media/logos/honda.svg');
  });

  it('points media at the API origin when the page is someone else’s', () => {
    expect(resolveMediaUrl('/media/logos/honda.svg', 'https://api.example.com/graphql')).toBe(
      'https://api.example.com/media/logos/honda.svg',
    );
  });

  it('leaves absolute URLs and missing images alone', () => {
    expect(resolveMediaUrl('https://cdn.example.com/a.svg', 'https://api.example.com/graphql')).toBe(
      'https://cdn.example.com/a.svg',
    );
    expect(resolveMediaUrl(null, '/graphql')).toBeUndefined();
  });
});
