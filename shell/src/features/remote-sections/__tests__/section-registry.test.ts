import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerSectionRemotes } from '../section-registry';
import { TEST_REGISTRY } from '../../../testing/sections';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn(), registerRemotes: jest.fn() }));

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
    expect(registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'gadgets-remote-load-abort' }),
      expect.objectContaining({ name: 'gadgets-version-skew' }),
    ]);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'gadgets_bike', entry: 'http://localhost/b.json' }]);
    // Once known, the registry is not fetched again on this page.
    await registerSectionRemotes(TEST_REGISTRY);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
