import { useMemo, type ReactNode } from 'react';
import { Provider as UrqlProvider } from 'urql';
import { useAppStore } from '../store/app-store';
import { createGraphqlClient, DEFAULT_GRAPHQL_URL } from './create-graphql-client';

interface SiteGraphqlProviderProps {
  children: ReactNode;
  url?: string;
}

/**
 * The page's GraphQL client, with a fresh cache whenever the signed-in visitor changes: answers that
 * depend on who asks (custom PCs, draft bikes for admins) must never outlive the session they were
 * fetched in. Loading and signed-out read as the same anonymous visitor, so the first auth check
 * does not throw away what the page already fetched.
 */
export function SiteGraphqlProvider({ children, url = DEFAULT_GRAPHQL_URL }: SiteGraphqlProviderProps) {
  const identity = useAppStore((state) => state.auth.user?.email ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new identity is the reason for a new client
  const client = useMemo(() => createGraphqlClient({ url }), [url, identity]);
  return <UrqlProvider value={client}>{children}</UrqlProvider>;
}
