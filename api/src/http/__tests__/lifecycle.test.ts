import { request } from 'node:http';
import { startTestApi, type TestApi } from '../../../test-support/helpers';

const readiness = async (url: string) => {
  const response = await fetch(`${url}/health/ready`);
  return { status: response.status, body: await response.json() };
};

const PAGE_ACTIVITY = `subscription($c: String!, $b: String!, $p: String!) {
  pageActivity(category: $c, brand: $b, path: $p) { commentAdded { id } }
}`;

/** Sends a GraphQL request's head and the first half of its body now; `finish` sends the rest and reads the answer. */
function slowRequest(url: string, query: string) {
  const body = Buffer.from(JSON.stringify({ query }));
  const { hostname, port } = new URL(url);
  let sending!: ReturnType<typeof request>;
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    sending = request(
      {
        hostname,
        port,
        path: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length, 'x-graphql-csrf': '1' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    sending.on('error', reject);
  });
  sending.write(body.subarray(0, body.length >> 1));
  const started = new Promise((resolve) => sending.once('socket', (socket) => socket.once('connect', resolve)));
  return {
    /** Resolves once the head and half the body are on their way (the server has them a moment later). */
    started,
    finish() {
      sending.end(body.subarray(body.length >> 1));
      return answer;
    },
  };
}

describe('readiness and draining', () => {
  let api: TestApi;
  let closedByTest = false;
  beforeEach(async () => {
    api = await startTestApi();
    closedByTest = false;
  });
  afterEach(async () => {
    if (!closedByTest) await api.close();
  });

  it('is ready once serving, and not ready (while still alive) from the moment it drains', async () => {
    expect(await readiness(api.url)).toEqual({ status: 200, body: { status: 'ready' } });
    api.api.startDraining();
    expect(await readiness(api.url)).toEqual({ status: 503, body: { status: 'draining' } });
    // Still serving: a request that reaches a draining instance is answered, on a connection it then closes.
    const health = await fetch(`${api.url}/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('connection')).toBe('close');
  });

  it('lets a request in flight finish before it closes', async () => {
    const slow = slowRequest(api.url, '{ __typename }');
    // The request's head has arrived; its body has not.
    await slow.started;
    await new Promise((resolve) => setTimeout(resolve, 300));
    let closed = false;
    closedByTest = true;
    const closing = api.api.close({ drainMs: 5_000 }).then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false);
    const answer = await slow.finish();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ data: { __typename: 'Query' } });
    await closing;
    expect(closed).toBe(true);
  });

  it('ends an open subscription stream cleanly, so the client subscribes again elsewhere', async () => {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-graphql-csrf': '1' },
      body: JSON.stringify({ query: PAGE_ACTIVITY, variables: { c: 'mobile', b: 'google', p: 'pixel-9-pro' } }),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reading = response.text();
    await new Promise((resolve) => setTimeout(resolve, 100));
    api.api.startDraining();
    // The stream ends with the protocol's own completion, not a cut connection (text() would reject).
    expect(await reading).toContain('event: complete');
  });
});
