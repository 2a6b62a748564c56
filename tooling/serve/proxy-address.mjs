// The address the site's own servers connect to the API from, so the API can believe X-Forwarded-For from them
// and from nobody else. Browsers reach the API directly too (an integrator's page calls it), from 127.0.0.1 on a
// developer's machine; a second loopback address tells the proxy apart. Linux routes all of 127.0.0.0/8 to the
// loopback interface; where that address cannot be bound (macOS without an alias) the API trusts no proxy and
// counts every visitor under the proxy's address, which only matters for rate limits on a developer's machine.
import { createServer } from 'node:net';

export const LOCAL_PROXY_ADDRESS = '127.0.0.2';

/**
 * LOCAL_PROXY_ADDRESS when this machine can connect from it, else undefined.
 * @returns {Promise<string | undefined>}
 */
export function localProxyAddress() {
  return new Promise((resolveAddress) => {
    const probe = createServer();
    probe.once('error', () => resolveAddress(undefined));
    probe.listen(0, LOCAL_PROXY_ADDRESS, () => probe.close(() => resolveAddress(LOCAL_PROXY_ADDRESS)));
  });
}
