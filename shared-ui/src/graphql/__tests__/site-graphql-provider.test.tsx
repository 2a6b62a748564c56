import { act, render } from '@testing-library/react';
import { useClient, type Client } from 'urql';
import { appStore } from '../../store/app-store';
import { SiteGraphqlProvider } from '../site-graphql-provider';

function renderAndCaptureClients() {
  const clients: Client[] = [];
  function Probe() {
    const client = useClient();
    if (clients.at(-1) !== client) clients.push(client);
    return null;
  }
  render(
    <SiteGraphqlProvider>
      <Probe />
    </SiteGraphqlProvider>,
  );
  return clients;
}

const ada = { name: 'Ada Lovelace', email: 'ada@example.com', admin: false };

describe('SiteGraphqlProvider', () => {
  // What a new session asks afresh is session-exchange.test.ts's; the page keeps its one client throughout.
  it('keeps one client for the page while the visitor signs in and out', () => {
    const clients = renderAndCaptureClients();
    act(() => appStore.getState().setUnauthenticated());
    act(() => appStore.getState().setAuthenticated(ada));
    act(() => appStore.getState().setUnauthenticated());
    expect(clients).toHaveLength(1);
  });
});
