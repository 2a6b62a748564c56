import { request } from 'node:http';
import { clientAddress, compileProxyTrust } from '../client-address';
import { loadConfig } from '../../config';
import { startTestApi, type TestApi } from '../../../test-support/helpers';

/** The site's servers connect to the API from a loopback address of their own (tooling/serve/proxy-address.mjs). */
const PROXY_ADDRESS = '127.0.0.2';

/** forgotPassword's error code (or OK), sent from `localAddress` with the given X-Forwarded-For. */
function forgot(server: TestApi, email: string, forwardedFor: string, localAddress = '127.0.0.1'): Promise<string> {
  const body = JSON.stringify({
    query: 'mutation($e: String!) { forgotPassword(email: $e) }',
    variables: { e: email },
  });
  return new Promise((resolve, reject) => {
    const call = request(
      `${server.url}/graphql`,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', 'x-forwarded-for': forwardedFor },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const answer = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
          resolve(answer.errors?.[0]?.extensions?.code ?? 'OK');
        });
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

describe('client address for rate limits', () => {
  let server: TestApi;
  beforeAll(async () => {
    // As `npm start` runs it: only the site's proxy address is trusted. forgotPassword allows 5 an hour per address.
    server = await startTestApi({ RATE_LIMIT_FACTOR: '1', TRUST_PROXY: PROXY_ADDRESS });
  });
  afterAll(() => server.close());

  it('ignores X-Forwarded-For from a client that reaches the API directly', async () => {
    const codes: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      codes.push(await forgot(server, `direct-${attempt}@example.com`, `198.51.100.${attempt}`));
    }
    // Before, each request was counted against the address it claimed, so the sixth was answered too.
    expect(codes).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'RATE_LIMITED']);
  });

  it("believes the site's proxy, counting each visitor against the address the proxy appended", async () => {
    const codes: string[] = [];
    // The visitor forges a first entry every time; the proxy appends the address it saw.
    for (let attempt = 0; attempt < 6; attempt++) {
      codes.push(
        await forgot(server, `proxied-${attempt}@example.com`, `203.0.113.${attempt}, 192.0.2.10`, PROXY_ADDRESS),
      );
    }
    expect(codes).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'RATE_LIMITED']);
    // Another visitor behind the same proxy has a budget of its own.
    expect(await forgot(server, 'other@example.com', '192.0.2.11', PROXY_ADDRESS)).toBe('OK');
  });

  it('picks the first untrusted address from the right, or the socket address', () => {
    const proxies = compileProxyTrust(['10.0.0.0/8', '127.0.0.2']);
    expect(clientAddress(proxies, '1.1.1.1, 2.2.2.2, 10.1.2.3', '127.0.0.2')).toBe('2.2.2.2');
    expect(clientAddress(proxies, '1.1.1.1', '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress(compileProxyTrust([]), '1.1.1.1', '10.0.0.1')).toBe('10.0.0.1');
    expect(clientAddress(proxies, null, '127.0.0.2')).toBe('127.0.0.2');
  });

  it('takes TRUST_PROXY as addresses and ranges, never a hop count', () => {
    const config = (value: string) => loadConfig({ ACCESS_TOKEN_SECRET: 'x'.repeat(20), TRUST_PROXY: value });
    expect(config('10.0.0.0/8, 127.0.0.2').trustedProxies).toEqual(['10.0.0.0/8', '127.0.0.2']);
    expect(config('loopback').trustedProxies).toEqual(['loopback']);
    expect(config('false').trustedProxies).toEqual([]);
    expect(() => config('1')).toThrow(/TRUST_PROXY/);
    expect(() => config('true')).toThrow(/TRUST_PROXY/);
    expect(() => config('maybe')).toThrow(/TRUST_PROXY/);
  });
});
