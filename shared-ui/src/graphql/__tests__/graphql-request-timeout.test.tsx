import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from 'urql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { QueryStatus } from '../../widgets/status-panel/query-status';
import { createGraphqlClient, GRAPHQL_REQUEST_TIMEOUT_MS } from '../create-graphql-client';
import { graphql } from '../graphql';

const ProbeQuery = graphql(`
  query TimeoutProbe {
    __typename
  }
`);

function ProbePage() {
  const [result, reexecute] = useQuery({ query: ProbeQuery });
  return (
    <QueryStatus
      result={result}
      loading={<p>Loading…</p>}
      errorTitle="Oops! Something went wrong"
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
    >
      {(data) => <p>Answered by {data.__typename}</p>}
    </QueryStatus>
  );
}

describe('a page whose API accepts the request and never answers', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    jest.useRealTimers();
    Object.assign(globalThis, { fetch: originalFetch });
  });

  it('shows its error with Retry after the request timeout, and Retry loads the page once the API answers', async () => {
    jest.useFakeTimers();
    let apiAnswers = false;
    const fetch = jest.fn(() =>
      apiAnswers
        ? Promise.resolve({
            status: 200,
            statusText: 'OK',
            headers: { get: () => 'application/json' },
            text: async () => JSON.stringify({ data: { __typename: 'Query' } }),
          })
        : new Promise<never>(() => undefined),
    );
    Object.assign(globalThis, { fetch });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithProviders(<ProbePage />, { client: createGraphqlClient() });

    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(GRAPHQL_REQUEST_TIMEOUT_MS));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Oops! Something went wrong');
    expect(error).toHaveTextContent('Network error');

    apiAnswers = true;
    const retry = screen.getByRole('button', { name: 'Try Again' });
    await act(() => user.click(retry));
    expect(await screen.findByText('Answered by Query')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
