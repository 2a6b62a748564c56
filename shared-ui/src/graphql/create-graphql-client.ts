import { Client, cacheExchange, fetchExchange, type Exchange, type SSRExchange } from '@urql/core';
import { readAccessToken } from './access-token';
import { lastingSubscriptionsExchange } from './lasting-subscriptions-exchange';
import { operationKindExchange } from './operation-kind-exchange';
import { sessionExchange, type SessionSource } from './session-exchange';

export const DEFAULT_GRAPHQL_URL = '/graphql';

/**
 * How long a query or mutation waits for the API before it ends in an error with Retry. Pages answer in well under
 * a second; saving a build or a sign-up that sends mail may take a few. Fifteen seconds leaves room for those and
 * is still shorter than a visitor's patience with a spinner.
 */
export const GRAPHQL_REQUEST_TIMEOUT_MS = 15_000;

export interface GraphqlClientOptions {
  url?: string;
  getAccessToken?: () => string | null;
  /**
   * Server rendering: on the server it records every answer (and queries suspend until answered); in the
   * browser it replays them, so hydration makes no second request.
   */
  ssr?: { exchange: SSRExchange; suspense: boolean };
  /** No cookies and no bearer token: pages that are not ours get anonymous, credential-free API access only. */
  anonymous?: boolean;
  /** Shorter in tests. */
  requestTimeoutMs?: number;
  /** The server's own transport to the API, used as it is (it keeps its own timeout); fetch otherwise. */
  fetch?: typeof fetch;
  /** Sends what it handles itself ahead of fetch (the server's queries); the rest goes on to fetch. */
  transportExchange?: Exchange;
  /** The browser's visitor: answers never outlive the session they were fetched in (session-exchange.ts). */
  session?: SessionSource;
}

/**
 * The one way the site talks to the API: cookies included, the bearer token from
 * session storage (or an empty value), cache-first. urql always hands back partial data together
 * with errors, which is the spec's "error policy all". Subscriptions travel over the same fetch
 * transport as server-sent events. The extra header marks the request as non-simple for CSRF checks; another names
 * the operation's kind (operation-kind-exchange.ts).
 */
export function createGraphqlClient({
  url = DEFAULT_GRAPHQL_URL,
  getAccessToken = readAccessToken,
  ssr,
  anonymous = false,
  requestTimeoutMs = GRAPHQL_REQUEST_TIMEOUT_MS,
  fetch: transport,
  transportExchange,
  session,
}: GraphqlClientOptions = {}) {
  const transportExchanges = transportExchange ? [transportExchange, fetchExchange] : [fetchExchange];
  // Only the browser holds live streams; the server renders a page's first state and has none to keep.
  if (!ssr?.suspense) transportExchanges.unshift(lastingSubscriptionsExchange());
  // Every request says what it is, so a load balancer replays only queries (operation-kind-exchange.ts).
  transportExchanges.unshift(operationKindExchange);
  return new Client({
    url,
    exchanges: [
      ...(session ? [sessionExchange(session, (key) => ssr?.exchange.extractData()[key] !== undefined)] : []),
      cacheExchange,
      ...(ssr ? [ssr.exchange] : []),
      ...transportExchanges,
    ],
    suspense: ssr?.suspense ?? false,
    fetchSubscriptions: true,
    fetch: transport ?? fetchWithTimeout(requestTimeoutMs),
    // JSON POSTs only: answers vary by bearer token, so GET gains no shared caching, and a JSON body is never a "simple" request.
    preferGetMethod: false,
    requestPolicy: 'cache-first',
    fetchOptions: (): RequestInit =>
      anonymous
        ? { credentials: 'omit', headers: { 'x-graphql-csrf': '1' } }
        : {
            credentials: 'include',
            headers: {
              authorization: `Bearer ${getAccessToken() ?? ''}`,
              'x-graphql-csrf': '1',
            },
          },
  });
}

/**
 * urql's fetchExchange overwrites any `signal` in fetchOptions with its own (aborted when the operation ends), so
 * the timeout wraps fetch instead and follows urql's signal. It covers the answer's body too. Subscriptions are
 * left alone: they are event streams meant to stay open, and the only requests that accept no JSON answer.
 */
function fetchWithTimeout(timeoutMs: number): typeof fetch {
  return (input, init = {}) => {
    if (acceptsOnlyStreams(init)) return fetch(input, init);
    const controller = new AbortController();
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => {
        const error = new Error(`The API did not answer within ${timeoutMs / 1000} s`);
        controller.abort(error);
        reject(error);
      }, timeoutMs);
      init.signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          controller.abort(init.signal?.reason);
        },
        { once: true },
      );
      fetch(input, { ...init, signal: controller.signal }).then(resolve, (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    });
  };
}

/** urql asks for `text/event-stream, multipart/mixed` on subscriptions and adds the JSON types on everything else. */
function acceptsOnlyStreams(init: RequestInit): boolean {
  const accept = (init.headers as Record<string, string> | undefined)?.accept ?? '';
  return accept !== '' && !/json/i.test(accept);
}
