import { useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { Client, SSRData } from 'urql';
import {
  GadgetThemeProvider,
  GlobalStyle,
  SiteGraphqlProvider,
  useAppStore,
  type SectionRegistry,
} from '@gadgets/shared-ui';
import { AuthProvider } from './features/auth';
import { SectionRegistryProvider } from './sections/section-registry-context';
import { createSiteRouter } from './routes';

interface SiteProvidersProps {
  children: ReactNode;
  /** The server's answers for the first view, when the page was rendered on the server. */
  serverData?: SSRData;
  /** The server renders each request with its own client. */
  client?: Client;
  /** The deployed sections; null when the remote map could not be read. */
  sections: SectionRegistry | null;
}

/** Everything around the router, the same in the browser and on the server so hydration matches. */
export function SiteProviders({ children, serverData, client, sections }: SiteProvidersProps) {
  // One GraphQL client for the page, shared by the shell's and the remotes' queries; no answer outlives its session.
  return (
    <SectionRegistryProvider value={sections}>
      <SiteGraphqlProvider serverData={serverData} client={client}>
        <AuthProvider>
          <GadgetThemeProvider>
            <GlobalStyle />
            <OfferSignIn />
            {children}
          </GadgetThemeProvider>
        </AuthProvider>
      </SiteGraphqlProvider>
    </SectionRegistryProvider>
  );
}

/** The shell has the account menu: sections' sign-in-only controls may open it (after hydration, as in the browser). */
function OfferSignIn() {
  const offerSignIn = useAppStore((state) => state.offerSignIn);
  useEffect(() => offerSignIn(), [offerSignIn]);
  return null;
}

interface AppProps {
  serverData?: SSRData;
  sections: SectionRegistry | null;
  /** Made before the first render by the start-up (in a task of its own); otherwise made here. */
  router?: ReturnType<typeof createSiteRouter>;
}

export function App({ serverData, sections, router: startupRouter }: AppProps) {
  const [router] = useState(() => startupRouter ?? createSiteRouter());
  return (
    <SiteProviders serverData={serverData} sections={sections}>
      <RouterProvider router={router} />
    </SiteProviders>
  );
}
