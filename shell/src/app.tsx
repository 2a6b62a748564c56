import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Provider as UrqlProvider } from 'urql';
import { GadgetThemeProvider, getSiteGraphqlClient, GlobalStyle } from '@gadgets/shared-ui';
import { AuthProvider } from './features/auth/auth-provider';
import { createSiteRouter } from './routes';

export function App() {
  const [router] = useState(createSiteRouter);
  return (
    <UrqlProvider value={getSiteGraphqlClient()}>
      <AuthProvider>
        <GadgetThemeProvider>
          <GlobalStyle />
          <RouterProvider router={router} />
        </GadgetThemeProvider>
      </AuthProvider>
    </UrqlProvider>
  );
}
