import proxyaddr from 'proxy-addr';

/**
 * Decides who is trusted to say where a request came from. X-Forwarded-For is believed only on a connection whose
 * socket address is one of our proxies (TRUST_PROXY: addresses, CIDR ranges or proxy-addr's names such as
 * `loopback`), never by counting hops: browsers reach the API directly too, and a hop count would let any of them
 * pick its own address (unlimited sign-in guesses, a lockout aimed at the proxy's own address).
 */
export type ProxyTrust = (address: string, hop: number) => boolean;

export const trustNoProxy: ProxyTrust = () => false;

/** Compiles TRUST_PROXY's list; throws on an entry that is no address or range. */
export function compileProxyTrust(entries: readonly string[]): ProxyTrust {
  return entries.length === 0 ? trustNoProxy : proxyaddr.compile([...entries]);
}

/**
 * The address rate limits count against: walking X-Forwarded-For from the right, the first address that is not a
 * trusted proxy. With an untrusted socket address the header is not read at all.
 */
export function clientAddress(
  trust: ProxyTrust,
  forwardedFor: string | null,
  socketAddress: string | undefined,
): string {
  if (!socketAddress) return 'unknown';
  const request = {
    connection: { remoteAddress: socketAddress },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  };
  return proxyaddr(request as unknown as Parameters<typeof proxyaddr>[0], trust);
}
