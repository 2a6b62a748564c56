import { useMemo, useState, type ReactNode } from 'react';
import { Provider as UrqlProvider, ssrExchange, type Client, type SSRData } from 'urql';
import { useAppStore } from '../store/app-store';
import { createGraphqlClient, DEFAULT_GRAPHQL_URL } from './create-graphql-client';

interface SiteGraphqlProviderProps {
  children: ReactNode;
  url?: string;
  /** The server's answers for the first view (server rendering); replayed once, then the client fetches as usual. */
  serverData?: SSRData;
  /** A ready client: the server renders each request with its own. */
  client?: Client;
}

/**
 * The page's GraphQL client, with a fresh cache whenever the signed-in visitor changes: answers that
 * depend on who asks (custom PCs, draft bikes for admins) must never outlive the session they were
 * fetched in. Loading and signed-out read as the same anonymous visitor, so the first auth check
 * does not throw away what the page already fetched.
 */
export function SiteGraphqlProvider({
  children,
  url = DEFAULT_GRAPHQL_URL,
  serverData,
  client: givenClient,
}: SiteGraphqlProviderProps) {
  const identity = useAppStore((state) => state.auth.user?.email ?? null);
  // The server's answers belong to the anonymous first view only; a signed-in client starts afresh.
  const [firstIdentity] = useState(identity);
  const client = useMemo(
    () =>
      givenClient ??
      createGraphqlClient({
        url,
        ssr:
          serverData && identity === firstIdentity
            ? { exchange: ssrExchange({ isClient: true, initialState: serverData }), suspense: false }
            : undefined,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new identity is the reason for a new client
    [givenClient, url, identity],
  );
  return <UrqlProvider value={client}>{children}</UrqlProvider>;
}
