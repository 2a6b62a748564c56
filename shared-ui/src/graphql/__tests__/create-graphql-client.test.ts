import { createRequest, type OperationContext } from '@urql/core';
import { ACCESS_TOKEN_KEY } from '../access-token';
import { createGraphqlClient } from '../create-graphql-client';
import { graphql } from '../graphql';
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
    expect(client.createRequestOperation('query', createRequest(query, {})).context.url).toBe('https://api.example.com/graphql');
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
    expect(resolveMediaUrl('https://cdn.example.com/a.svg', 'https://api.example.com/graphql')).toBe('https://cdn.example.com/a.svg');
    expect(resolveMediaUrl(null, '/graphql')).toBeUndefined();
  });
});
