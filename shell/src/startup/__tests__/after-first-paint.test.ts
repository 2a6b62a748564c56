import { afterFirstPaint } from '../after-first-paint';

/** A PerformanceObserver that reports paints only when the test says the browser painted. */
class FakePaintObserver {
  static readonly supportedEntryTypes = ['paint'];
  static current: FakePaintObserver | undefined;
  connected = false;
  constructor(private readonly callback: (entries: { getEntriesByName(name: string): unknown[] }) => void) {
    FakePaintObserver.current = this;
  }
  observe() {
    this.connected = true;
  }
  disconnect() {
    this.connected = false;
  }
  paint(name: string) {
    if (this.connected) this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  // Lets the promise's reactions run.
  for (let turn = 0; turn < 3; turn += 1) await Promise.resolve();
  return done;
};

describe('afterFirstPaint', () => {
  const realObserver = window.PerformanceObserver;

  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'PerformanceObserver', {
      configurable: true,
      writable: true,
      value: FakePaintObserver,
    });
    document.body.innerHTML = '<div id="root"><main>Server-rendered page</main></div>';
  });

  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value: realObserver });
    FakePaintObserver.current = undefined;
  });

  it('waits for the first contentful paint of the server-rendered page', async () => {
    const painted = afterFirstPaint();
    FakePaintObserver.current?.paint('first-paint');
    expect(await settled(painted)).toBe(false);

    FakePaintObserver.current?.paint('first-contentful-paint');
    expect(await settled(painted)).toBe(true);
    expect(FakePaintObserver.current?.connected).toBe(false);
  });

  it('starts at once when the page has nothing rendered to paint', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it('starts after a second at most when the browser never reports a paint', async () => {
    const painted = afterFirstPaint();
    jest.advanceTimersByTime(999);
    expect(await settled(painted)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(painted)).toBe(true);
  });

  it('starts when the page goes to the background, where nothing is painted', async () => {
    const painted = afterFirstPaint();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settled(painted)).toBe(true);
  });

  it('starts at once in a browser that cannot report paints', async () => {
    Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value: undefined });
    expect(await settled(afterFirstPaint())).toBe(true);
  });
});
