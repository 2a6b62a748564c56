import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { rememberRegisteredSections } from '../registered-sections';
import remoteLoadAbortPlugin, { trackRemoteLoad } from '../remote-load-abort-plugin';

type RemoteInfo = Parameters<NonNullable<ModuleFederationRuntimePlugin['fetch']>>[2];
const bike = { name: 'gadgets_bike', entry: 'http://bike.example.com/mf-manifest.json' } as RemoteInfo;

describe('remoteLoadAbortPlugin', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => Object.assign(globalThis, { fetch: originalFetch }));

  it('ends a remote entry script when its section load gives up, as the runtime sees a failed script', () => {
    const sectionLoad = new AbortController();
    const untrack = trackRemoteLoad('gadgets_bike', sectionLoad.signal);
    const created = remoteLoadAbortPlugin().createScript!({
      url: 'http://bike.example.com/remoteEntry.js',
      remoteInfo: bike,
    });
    const { script, timeout } = created as { script: HTMLScriptElement; timeout: number };
    const onerror = jest.fn();
    script.onerror = onerror;

    sectionLoad.abort();
    expect(onerror).toHaveBeenCalledTimes(1);
    expect(timeout).toBe(10_000);
    untrack();
  });

  it('gives a manifest request of an untracked load its own timeout, the one the registry was registered with', async () => {
    rememberRegisteredSections([], 20);
    const fetch = jest.fn((_url: string, _init: RequestInit) => new Promise<never>(() => undefined));
    Object.assign(globalThis, { fetch });
    void remoteLoadAbortPlugin().fetch!('http://bike.example.com/mf-manifest.json', {}, bike);
    const signal = fetch.mock.calls[0]![1].signal!;
    expect(signal.aborted).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signal.aborted).toBe(true);
  });
});
