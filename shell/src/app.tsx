import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Provider as UrqlProvider } from 'urql';
import { GadgetThemeProvider, getSiteGraphqlClient, GlobalStyle } from '@gadgets/shared-ui';
import { createSiteRouter } from './routes';

export function App() {
  const [router] = useState(createSiteRouter);
  return (
    <UrqlProvider value={getSiteGraphqlClient()}>
      <GadgetThemeProvider>
        <GlobalStyle />
        <RouterProvider router={router} />
      </GadgetThemeProvider>
    </UrqlProvider>
  );
}
