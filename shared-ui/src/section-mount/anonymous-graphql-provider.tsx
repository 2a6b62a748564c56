import { useMemo, type ReactNode } from 'react';
import { Provider as UrqlProvider } from 'urql';
import { createGraphqlClient } from '@gadgets/shared-ui';

interface AnonymousGraphqlProviderProps {
  url: string;
  children: ReactNode;
}

/**
 * The API client of a section mounted in a page that is not ours: that origin gets anonymous, credential-free
 * access only, so no cookies and no bearer token, and the session check finds nobody.
 */
export function AnonymousGraphqlProvider({ url, children }: AnonymousGraphqlProviderProps) {
  const client = useMemo(() => createGraphqlClient({ url, anonymous: true }), [url]);
  return <UrqlProvider value={client}>{children}</UrqlProvider>;
}
