import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider as UrqlProvider, type Client } from 'urql';
import { never } from 'wonka';
import { GadgetThemeProvider } from '../theme/gadget-theme-provider';

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL of the in-memory router. */
  route?: string;
  /** A urql client, usually from `mockGraphqlClient`; defaults to one that never answers. */
  client?: Client;
}

/** A client whose operations are answered by the given functions (urql's own testing pattern). */
export function mockGraphqlClient(
  overrides: Partial<Pick<Client, 'executeQuery' | 'executeMutation' | 'executeSubscription'>>,
): Client {
  return {
    executeQuery: () => never,
    executeMutation: () => never,
    executeSubscription: () => never,
    ...overrides,
  } as unknown as Client;
}

/** Renders with everything a page has at run time: theme, GraphQL client and router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', client = mockGraphqlClient({}), ...options }: ProviderOptions = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <UrqlProvider value={client}>
        {/* Plain colour values: jsdom does not resolve custom properties, and tests read computed colours. */}
        <GadgetThemeProvider colors="plain">
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </GadgetThemeProvider>
      </UrqlProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
