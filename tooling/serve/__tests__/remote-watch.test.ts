import { createRemoteWatch } from '../remote-watch.ts';

const MANIFEST = 'http://remote.test/mf-manifest.json';
const manifest = (version: string) =>
  new Response(JSON.stringify({ shared: [{ name: 'react', version, extra: true }] }), { status: 200 });
const timeoutError = () =>
  Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });
const refused = () =>
  Object.assign(new TypeError('fetch failed'), {
    cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
  });

/** A watch over a scripted fetch and a clock the test moves; each look takes the next answer. */
function scriptedWatch(options: { maxStaleMs?: number } = {}) {
  const answers: (() => Promise<Response>)[] = [];
  let clock = 0;
  let looks = 0;
  const watch = createRemoteWatch({
    ttlMs: 10_000,
    retryMs: 1_000,
    ...options,
    now: () => clock,
    fetch: (async () => {
      looks += 1;
      const next = answers.shift();
      if (!next) throw new Error('no answer scripted for this look');
      return next();
    }) as typeof fetch,
  });
  /** The answer after the background look started by this call has settled. */
  const infoAfterLook = async () => {
    await watch.infoOf(MANIFEST);
    await new Promise((resolveTick) => setImmediate(resolveTick));
    return watch.infoOf(MANIFEST);
  };
  return {
    watch,
    answers,
    infoAfterLook,
    advance: (ms: number) => (clock += ms),
    looks: () => looks,
  };
}

describe("the server's look at each remote", () => {
  it('knows a remote that answers by its build and shared versions, and looks again only after its time', async () => {
    const { watch, answers, advance, looks } = scriptedWatch();
    answers.push(async () => manifest('19.1.0'));
    const info = await watch.infoOf(MANIFEST);
    expect(info).toEqual({
      build: expect.stringMatching(/^[0-9a-f]{12}$/),
      shared: [{ name: 'react', version: '19.1.0' }],
    });
    advance(9_000);
    await watch.infoOf(MANIFEST);
    expect(looks()).toBe(1);
  });

  it('keeps the last good answer when a look times out, and looks again sooner', async () => {
    const { answers, advance, infoAfterLook, looks } = scriptedWatch();
    answers.push(async () => manifest('19.1.0'));
    const good = await infoAfterLook();
    advance(10_000);
    answers.push(async () => Promise.reject(timeoutError()));
    expect(await infoAfterLook()).toEqual(good);
    expect(looks()).toBe(2);
    // Tried again a second later, not after the whole ten seconds.
    advance(1_000);
    answers.push(async () => Promise.reject(timeoutError()));
    expect(await infoAfterLook()).toEqual(good);
    expect(looks()).toBe(3);
  });

  it('keeps the last good answer however long looks only time out', async () => {
    const { answers, advance, infoAfterLook } = scriptedWatch();
    answers.push(async () => manifest('19.1.0'));
    const good = await infoAfterLook();
    for (let minute = 0; minute < 30; minute += 1) {
      advance(60_000);
      answers.push(async () => Promise.reject(timeoutError()));
      expect(await infoAfterLook()).toEqual(good);
    }
  });

  it('drops a remote that is really gone at the next look, even right after a good one', async () => {
    const { answers, advance, infoAfterLook } = scriptedWatch();
    answers.push(async () => manifest('19.1.0'));
    expect(await infoAfterLook()).not.toBeNull();
    advance(10_000);
    answers.push(async () => Promise.reject(refused()));
    expect(await infoAfterLook()).toBeNull();
    advance(10_000);
    answers.push(async () => new Response('Not found', { status: 404 }));
    expect(await infoAfterLook()).toBeNull();
  });

  it('with a bound, drops a remote whose looks keep timing out once its last good answer is older', async () => {
    const { answers, advance, infoAfterLook } = scriptedWatch({ maxStaleMs: 5_000 });
    answers.push(async () => manifest('19.1.0'));
    expect(await infoAfterLook()).not.toBeNull();
    advance(10_000);
    answers.push(async () => Promise.reject(timeoutError()));
    expect(await infoAfterLook()).toBeNull();
  });

  it('answers null for a remote never seen up, and picks up a redeployed one at its next look', async () => {
    const { answers, advance, infoAfterLook } = scriptedWatch();
    answers.push(async () => Promise.reject(timeoutError()));
    expect(await infoAfterLook()).toBeNull();
    advance(1_000);
    answers.push(async () => manifest('19.1.0'));
    const first = await infoAfterLook();
    advance(10_000);
    answers.push(async () => manifest('19.2.0'));
    const second = await infoAfterLook();
    expect(second?.build).not.toBe(first?.build);
    expect(second?.shared).toEqual([{ name: 'react', version: '19.2.0' }]);
  });

  it('looks once at a time: calls while a look is out get the answer in hand', async () => {
    const { watch, answers, advance, looks } = scriptedWatch();
    answers.push(async () => manifest('19.1.0'));
    const good = await watch.infoOf(MANIFEST);
    advance(10_000);
    let release: (response: Response) => void = () => undefined;
    answers.push(() => new Promise<Response>((resolveLook) => (release = resolveLook)));
    for (let call = 0; call < 5; call += 1) expect(await watch.infoOf(MANIFEST)).toEqual(good);
    expect(looks()).toBe(2);
    release(manifest('19.1.0'));
  });
});
