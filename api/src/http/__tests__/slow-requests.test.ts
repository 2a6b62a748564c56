import { connect } from 'node:net';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../connection-timeouts';
import { startTestApi, type TestApi } from '../../../test-support/helpers';

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(() => server.close());

/** Longer than any limit plus Node's check interval; Node's defaults (60 s, 300 s) would still hold the socket. */
const GIVE_UP_MS = REQUEST_TIMEOUT_MS + 4_000;

/**
 * Opens a raw connection, writes `start`, then one more byte every second (never finishing the request); resolves
 * with what the server answered and how long it kept the connection, or `closed: false` after GIVE_UP_MS.
 */
function trickle(start: string): Promise<{ closed: boolean; afterMs: number; answer: string }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const socket = connect(Number(url.port), url.hostname);
    let answer = '';
    const drip = setInterval(() => socket.write('x'), 1_000);
    const finish = (closed: boolean) => {
      clearInterval(drip);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closed, afterMs: Date.now() - startedAt, answer });
    };
    const giveUp = setTimeout(() => finish(false), GIVE_UP_MS);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? finish(true) : reject(error),
    );
    socket.write(start);
  });
}

describe('slow clients', () => {
  it('cuts off a body that trickles in, and headers that never end, within seconds', async () => {
    const [body, headers] = await Promise.all([
      trickle(
        `POST /graphql HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\ncontent-type: application/json\r\nx-graphql-csrf: 1\r\n` +
          `content-length: 5000\r\n\r\n{"query":"{ ping }","variables":{"padding":"`,
      ),
      trickle(
        `POST /graphql HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\ncontent-type: application/json\r\nx-pad: `,
      ),
    ]);
    expect(body.closed).toBe(true);
    expect(body.afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2_500);
    expect(body.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(headers.closed).toBe(true);
    expect(headers.afterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 2_500);
  });
});
