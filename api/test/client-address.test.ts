import { clientAddress } from '../src/http/client-address';
import { loadConfig } from '../src/config';
import { startTestApi, type TestApi } from './helpers';

async function forgot(server: TestApi, forwardedFor: string, email: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ query: 'mutation($e: String!) { forgotPassword(email: $e) }', variables: { e: email } }),
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return body.errors?.[0]?.extensions?.code ?? 'OK';
}

describe('client address for rate limits', () => {
  it('counts a forged first X-Forwarded-For entry against the address our proxy appended', async () => {
    const server = await startTestApi({ RATE_LIMIT_FACTOR: '1', TRUST_PROXY: 'true' });
    try {
      const codes: string[] = [];
      // forgotPassword allows 5 per hour per client address; every request claims a different address first.
      for (let attempt = 0; attempt < 6; attempt++) {
        codes.push(await forgot(server, `203.0.113.${attempt}, 10.20.30.40`, `forged-${attempt}@example.com`));
      }
      expect(codes.slice(0, 5)).toEqual(['OK', 'OK', 'OK', 'OK', 'OK']);
      expect(codes[5]).toBe('RATE_LIMITED');
      // Another real client (another address appended by the proxy) has its own bucket.
      expect(await forgot(server, '10.20.30.40, 10.20.30.41', 'other@example.com')).toBe('OK');
    } finally {
      await server.close();
    }
  });

  it('picks the entry a configured number of hops from the right, or the socket address', () => {
    expect(clientAddress(1, '1.1.1.1, 2.2.2.2, 3.3.3.3', '127.0.0.1')).toBe('3.3.3.3');
    expect(clientAddress(2, '1.1.1.1, 2.2.2.2, 3.3.3.3', '127.0.0.1')).toBe('2.2.2.2');
    expect(clientAddress(5, '2.2.2.2, 3.3.3.3', '127.0.0.1')).toBe('2.2.2.2');
    expect(clientAddress(0, '1.1.1.1', '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress(1, null, '127.0.0.1')).toBe('127.0.0.1');
    expect(loadConfig({ ACCESS_TOKEN_SECRET: 'x'.repeat(20), TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(loadConfig({ ACCESS_TOKEN_SECRET: 'x'.repeat(20), TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(loadConfig({ ACCESS_TOKEN_SECRET: 'x'.repeat(20), TRUST_PROXY: 'false' }).trustProxyHops).toBe(0);
    expect(() => loadConfig({ ACCESS_TOKEN_SECRET: 'x'.repeat(20), TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });
});
