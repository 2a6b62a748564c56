import { Client, cacheExchange, fetchExchange } from '@urql/core';
import { readAccessToken } from './access-token';

export const DEFAULT_GRAPHQL_URL = '/graphql';

export interface GraphqlClientOptions {
  url?: string;
  getAccessToken?: () => string | null;
}

/**
 * The one way the site talks to the API (spec section 7): cookies included, the bearer token from
 * session storage (or an empty value), cache-first. urql always hands back partial data together
 * with errors, which is the spec's "error policy all". Subscriptions travel over the same fetch
 * transport as server-sent events. The extra header marks the request as non-simple for CSRF checks.
 */
export function createGraphqlClient({ url = DEFAULT_GRAPHQL_URL, getAccessToken = readAccessToken }: GraphqlClientOptions = {}) {
  return new Client({
    url,
    exchanges: [cacheExchange, fetchExchange],
    fetchSubscriptions: true,
    // JSON POSTs only: answers vary by bearer token, so GET gains no shared caching, and a JSON body is never a "simple" request.
    preferGetMethod: false,
    requestPolicy: 'cache-first',
    fetchOptions: () => ({
      credentials: 'include',
      headers: {
        authorization: `Bearer ${getAccessToken() ?? ''}`,
        'x-graphql-csrf': '1',
      },
    }),
  });
}
