import { useMemo, type ReactNode } from 'react';
import { Provider as UrqlProvider, ssrExchange, type Client, type SSRData } from 'urql';
import { appStore } from '../store/app-store';
import { createGraphqlClient, DEFAULT_GRAPHQL_URL } from './create-graphql-client';
import type { SessionSource } from './session-exchange';

interface SiteGraphqlProviderProps {
  children: ReactNode;
  url?: string;
  /** The server's answers for the first view (server rendering); replayed once, then the client fetches as usual. */
  serverData?: SSRData;
  /** A ready client: the server renders each request with its own. */
  client?: Client;
}

/** The signed-in visitor's address from the shared store, null for anyone else (loading reads as signed out). */
const storeSession: SessionSource = {
  current: () => appStore.getState().auth.user?.email ?? null,
  subscribe: (listener) => appStore.subscribe(listener),
};

/**
 * The page's GraphQL client, one for the page's whole life. Answers that depend on who asks (custom PCs, draft bikes
 * for admins) must never outlive the session they were fetched in: when the signed-in visitor changes, the client
 * asks every query on screen again and forgets the rest (session-exchange.ts).
 */
export function SiteGraphqlProvider({
  children,
  url = DEFAULT_GRAPHQL_URL,
  serverData,
  client: givenClient,
}: SiteGraphqlProviderProps) {
  const client = useMemo(
    () =>
      givenClient ??
      createGraphqlClient({
        url,
        session: storeSession,
        ssr: serverData
          ? { exchange: ssrExchange({ isClient: true, initialState: serverData }), suspense: false }
          : undefined,
      }),
    [givenClient, url, serverData],
  );
  return <UrqlProvider value={client}>{children}</UrqlProvider>;
}
