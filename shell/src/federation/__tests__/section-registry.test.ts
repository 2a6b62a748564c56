import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteLoadTimeoutMs, sectionTitleOf } from '../registered-sections';
import { followRemoteMap, registerSectionRemotes } from '../section-registry';
import { TEST_REGISTRY, testSection } from '../../testing/sections';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

describe('registerSectionRemotes', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    Object.assign(globalThis, { fetch: originalFetch });
    jest.useRealTimers();
  });

  it('gives up on a remotes.json that never answers after the timeout, and the next call asks again', async () => {
    jest.useFakeTimers();
    const signals: AbortSignal[] = [];
    let serverAnswers = false;
    const fetch = jest.fn((_url: string, init: RequestInit) => {
      signals.push(init.signal!);
      if (!serverAnswers) return new Promise<never>(() => undefined);
      const map = { sections: [{ name: 'bike', title: 'Bikes', path: '/bike', manifest: '/b.json' }] };
      return Promise.resolve({ ok: true, status: 200, json: async () => map });
    });
    Object.assign(globalThis, { fetch });

    const first = registerSectionRemotes(undefined, 1_000);
    const outcome = expect(first).rejects.toThrow('remotes.json did not answer within 1 s');
    jest.advanceTimersByTime(1_000);
    await outcome;
    expect(signals[0]!.aborted).toBe(true);

    serverAnswers = true;
    await expect(registerSectionRemotes(undefined, 1_000)).resolves.toEqual([
      expect.objectContaining({
        name: 'bike',
        manifest: 'http://localhost/b.json',
        serverEntry: 'http://localhost/server/remoteEntry.js',
      }),
    ]);
    expect(fetch).toHaveBeenCalledTimes(2);
    // What the runtime plugins (module-federation.config.ts) read: each section's title, and the same timeout.
    expect(sectionTitleOf('gadgets_bike')).toBe('Bikes');
    expect(remoteLoadTimeoutMs()).toBe(1_000);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'gadgets_bike', entry: 'http://localhost/b.json' }]);
    // Once known, the registry is not fetched again on this page.
    await registerSectionRemotes(TEST_REGISTRY);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('followRemoteMap', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => Object.assign(globalThis, { fetch: originalFetch }));

  function serveMap(manifest: string | Error) {
    const fetch = jest.fn(() => {
      if (manifest instanceof Error) return Promise.reject(manifest);
      const map = { sections: [{ name: 'laptop', title: 'Laptops', path: '/laptop', manifest }] };
      return Promise.resolve({ ok: true, status: 200, json: async () => map });
    });
    Object.assign(globalThis, { fetch });
    return fetch;
  }

  it('trusts the page’s map on a section’s first load, then re-reads it and follows a publish or a rollback', async () => {
    const laptop = testSection('laptop');
    // A page of its own: the module's registration is per page.
    let follow: typeof followRemoteMap = followRemoteMap;
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('../section-registry');
      await fresh.registerSectionRemotes(TEST_REGISTRY);
      follow = fresh.followRemoteMap;
    });
    jest.mocked(registerRemotes).mockClear();
    const signal = new AbortController().signal;

    const fetch = serveMap(laptop.manifest);
    await follow(laptop, signal);
    expect(fetch).not.toHaveBeenCalled();

    // The next navigation into the section: the map is read again; nothing changed, nothing is registered.
    await follow(laptop, signal);
    expect(fetch).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(registerRemotes).not.toHaveBeenCalled();

    serveMap('/versions/0123456789ab/mf-manifest.json');
    Object.assign(window, { webpackChunkgadgets_laptop: [[['routes'], {}]] });
    await follow(laptop, signal);
    // The new build does not inherit the chunks the old one loaded.
    expect(window).not.toHaveProperty('webpackChunkgadgets_laptop');
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'gadgets_laptop', entry: 'http://localhost/versions/0123456789ab/mf-manifest.json' }],
      { force: true },
    );

    // A map that cannot be read leaves the section on the version it has.
    jest.mocked(registerRemotes).mockClear();
    serveMap(new Error('offline'));
    await expect(follow(laptop, signal)).resolves.toBeUndefined();
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});
