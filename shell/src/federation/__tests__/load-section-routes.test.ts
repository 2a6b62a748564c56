import { join } from 'node:path';
import { init, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import federation from '../../../module-federation.config';
import { loadSectionRoutes } from '../load-section-routes';
import { testSection } from '../../testing/sections';

const BIKE_MANIFEST = 'http://bike.example.com/mf-manifest.json';

/** remotes.json answers; every remote's manifest server accepts the request and never answers (unless aborted). */
function fakeNetwork() {
  const manifestRequests: AbortSignal[] = [];
  const fetch = jest.fn((url: string, init: RequestInit = {}) => {
    if (url === '/remotes.json') {
      const map = { sections: [{ name: 'bike', title: 'Bikes', path: '/bike', manifest: BIKE_MANIFEST }] };
      return Promise.resolve({ ok: true, status: 200, json: async () => map });
    }
    const signal = init.signal!;
    manifestRequests.push(signal);
    return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  });
  return { fetch, manifestRequests };
}

describe('loadSectionRoutes with the federation runtime', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => Object.assign(globalThis, { fetch: originalFetch }));

  it('cancels a manifest request that never answers when the section gives up, so the next attempt asks again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const network = fakeNetwork();
    Object.assign(globalThis, { fetch: network.fetch });
    init({ name: 'gadgets_shell', remotes: [], plugins: await browserRuntimePlugins() });

    const firstAttempt = new AbortController();
    const first = loadSectionRoutes(testSection('bike'), firstAttempt.signal);
    await waitUntil(() => network.manifestRequests.length === 1);
    firstAttempt.abort(new Error('gave up'));
    await expect(first).rejects.toThrow();
    expect(network.manifestRequests[0]!.aborted).toBe(true);

    const retry = new AbortController();
    const second = loadSectionRoutes(testSection('bike'), retry.signal);
    await waitUntil(() => network.manifestRequests.length === 2);
    expect(network.manifestRequests[1]!.aborted).toBe(false);
    retry.abort(new Error('gave up'));
    await expect(second).rejects.toThrow();
  });
});

/** The runtime plugins module-federation.config.ts declares for the browser, made as the build's runtime makes them. */
async function browserRuntimePlugins(): Promise<ModuleFederationRuntimePlugin[]> {
  const modules = await Promise.all(
    federation.runtimePlugins.browser.map(
      (path) => import(join(__dirname, '../../..', path)) as Promise<{ default: () => ModuleFederationRuntimePlugin }>,
    ),
  );
  return modules.map((module) => module.default());
}

async function waitUntil(condition: () => boolean) {
  for (let turn = 0; turn < 100 && !condition(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}
