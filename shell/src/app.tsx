import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { GadgetThemeProvider, GlobalStyle, SiteGraphqlProvider } from '@gadgets/shared-ui';
import { AuthProvider } from './features/auth/auth-provider';
import { createSiteRouter } from './routes';

export function App() {
  const [router] = useState(createSiteRouter);
  // A fresh GraphQL cache for each signed-in visitor (and the shell's and remotes' queries share it).
  return (
    <SiteGraphqlProvider>
      <AuthProvider>
        <GadgetThemeProvider>
          <GlobalStyle />
          <RouterProvider router={router} />
        </GadgetThemeProvider>
      </AuthProvider>
    </SiteGraphqlProvider>
  );
}
