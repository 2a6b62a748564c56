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
  it('keeps one client (and its cache) while the first auth check finds nobody signed in', () => {
    const clients = renderAndCaptureClients();
    act(() => appStore.getState().setUnauthenticated());
    expect(clients).toHaveLength(1);
  });

  it('starts a fresh cache when someone signs in and again when they sign out', () => {
    const clients = renderAndCaptureClients();
    act(() => appStore.getState().setAuthenticated(ada));
    expect(clients).toHaveLength(2);
    act(() => appStore.getState().setAuthenticated({ ...ada, name: 'Ada King' }));
    expect(clients).toHaveLength(2);
    act(() => appStore.getState().setUnauthenticated());
    expect(clients).toHaveLength(3);
    expect(new Set(clients).size).toBe(3);
  });
});
