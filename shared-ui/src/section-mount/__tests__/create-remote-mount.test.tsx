import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from 'urql';
import { ACCESS_TOKEN_KEY, appStore, graphql } from '@gadgets/shared-ui';
import { createRemoteMount } from '../create-remote-mount';
import { SectionApp } from '../section-app';

const API = 'https://api.example.com/graphql';
const BIKES = { section: 'bike', title: 'Bikes' } as const;

const ProbeQuery = graphql(`
  query MountProbe {
    __typename
  }
`);

function ProbeRoutes() {
  const [{ data }] = useQuery({ query: ProbeQuery });
  return <p>{data ? `Answered by ${data.__typename}` : 'Loading…'}</p>;
}

/** The API as seen from the browser: records each request's credentials mode and headers. */
function recordingApi() {
  const requests: {
    operationName: string;
    credentials: RequestCredentials | undefined;
    headers: Record<string, string>;
  }[] = [];
  const fetch = jest.fn(async (_url: string, init: RequestInit) => {
    const { operationName } = JSON.parse(String(init.body)) as { operationName: string };
    requests.push({ operationName, credentials: init.credentials, headers: init.headers as Record<string, string> });
    const data = { MountProbe: { __typename: 'Query' } }[operationName] ?? null;
    return {
      status: 200,
      statusText: 'OK',
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify({ data }),
    };
  });
  return { fetch, requests };
}

describe('a section mounted in a page that is not ours', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => Object.assign(globalThis, { fetch: originalFetch }));

  it('talks to the API anonymously, the session check included: no cookies, no bearer token, even when this tab holds one', async () => {
    window.sessionStorage.setItem(ACCESS_TOKEN_KEY, 'token-123');
    const api = recordingApi();
    Object.assign(globalThis, { fetch: api.fetch });
    const element = document.createElement('div');
    document.body.append(element);

    let unmount: () => void = () => undefined;
    act(() => {
      unmount = createRemoteMount(BIKES, ProbeRoutes)(element, { graphqlUrl: API });
    });
    expect(await within(element).findByText('Answered by Query')).toBeInTheDocument();
    await waitFor(() => expect(appStore.getState().auth.status).toBe('unauthenticated'));
    expect(api.requests.map((request) => request.operationName).sort()).toEqual([
      'MountProbe',
      'SessionCheck_AccessToken',
    ]);
    for (const request of api.requests) {
      expect(request.credentials).toBe('omit');
      expect(request.headers).not.toHaveProperty('authorization');
    }
    act(() => unmount());
    element.remove();
  });
});

describe('a section alone on its own origin', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => Object.assign(globalThis, { fetch: originalFetch }));

  it('keeps the visitor’s session: cookies, bearer token and its own session check', async () => {
    window.sessionStorage.setItem(ACCESS_TOKEN_KEY, 'token-123');
    const api = recordingApi();
    Object.assign(globalThis, { fetch: api.fetch });
    render(<SectionApp section={BIKES} SectionRoutes={ProbeRoutes} ownsDocument graphqlUrl={API} />);

    expect(await screen.findByText('Answered by Query')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requests.map((request) => request.operationName)).toContain('SessionCheck_AccessToken'),
    );
    const probe = api.requests.find((request) => request.operationName === 'MountProbe')!;
    expect(probe.credentials).toBe('include');
    expect(probe.headers.authorization).toBe('Bearer token-123');
  });
});
