import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRemoteMap, registerSectionRemotes } from '../remote-map';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn(), registerRemotes: jest.fn() }));

describe('parseRemoteMap', () => {
  const complete = {
    mobile: 'http://localhost:3001/mf-manifest.json',
    laptop: '/remotes/laptop/mf-manifest.json',
    bike: 'https://bike.example.com/mf-manifest.json',
    desktop: 'http://localhost:3004/mf-manifest.json',
  };

  it('resolves relative manifest URLs against the page', () => {
    expect(parseRemoteMap(complete, 'https://gadgets.example.com/bike/honda')).toEqual({
      ...complete,
      laptop: 'https://gadgets.example.com/remotes/laptop/mf-manifest.json',
    });
  });

  it('names the section whose URL is missing', () => {
    const { desktop: _missing, ...incomplete } = complete;
    expect(() => parseRemoteMap(incomplete, 'https://gadgets.example.com/')).toThrow('"desktop"');
  });

  it('refuses something that is not a map', () => {
    expect(() => parseRemoteMap(['http://localhost:3001/mf-manifest.json'], 'https://gadgets.example.com/')).toThrow();
  });
});

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
      const map = { mobile: '/m.json', laptop: '/l.json', bike: '/b.json', desktop: '/d.json' };
      return Promise.resolve({ ok: true, status: 200, json: async () => map });
    });
    Object.assign(globalThis, { fetch });

    const first = registerSectionRemotes(1_000);
    const outcome = expect(first).rejects.toThrow('remotes.json did not answer within 1 s');
    jest.advanceTimersByTime(1_000);
    await outcome;
    expect(signals[0]!.aborted).toBe(true);

    serverAnswers = true;
    await expect(registerSectionRemotes(1_000)).resolves.toMatchObject({ bike: 'http://localhost/b.json' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(registerPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'gadgets-remote-load-abort' })]);
    expect(registerRemotes).toHaveBeenCalledWith(expect.arrayContaining([{ name: 'gadgets_bike', entry: 'http://localhost/b.json' }]));
  });
});
