import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { createServerLifecycle } from '../lifecycle';

/** An answer as the lifecycle sees it: headers it may set, and the 'close' that ends it. */
function fakeResponse() {
  const events = new EventEmitter();
  const headers = new Map<string, string>();
  const response = {
    once: (event: string, listener: () => void) => events.once(event, listener),
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
  } as unknown as ServerResponse;
  return { response, headers, close: () => events.emit('close') };
}

describe('a server lifecycle', () => {
  it('is starting until marked ready, and drains for good', () => {
    const lifecycle = createServerLifecycle();
    expect(lifecycle.state).toBe('starting');
    lifecycle.markReady();
    expect(lifecycle.state).toBe('ready');
    lifecycle.startDraining();
    lifecycle.markReady();
    expect(lifecycle.state).toBe('draining');
  });

  it('counts a request until its answer closes, and closes the connection of answers given while draining', () => {
    const lifecycle = createServerLifecycle();
    lifecycle.markReady();
    const before = fakeResponse();
    lifecycle.track(before.response);
    lifecycle.startDraining();
    const during = fakeResponse();
    lifecycle.track(during.response);
    expect(lifecycle.inFlight).toBe(2);
    expect(before.headers.has('connection')).toBe(false);
    expect(during.headers.get('connection')).toBe('close');
    before.close();
    during.close();
    expect(lifecycle.inFlight).toBe(0);
  });

  it('ends live streams when draining starts, and one opened while draining at once', () => {
    const lifecycle = createServerLifecycle();
    lifecycle.markReady();
    const ended: string[] = [];
    lifecycle.openStream(() => ended.push('open'));
    const forget = lifecycle.openStream(() => ended.push('finished by itself'));
    forget();
    lifecycle.startDraining();
    expect(ended).toEqual(['open']);
    lifecycle.openStream(() => ended.push('late'));
    expect(ended).toEqual(['open', 'late']);
  });

  it('settles once nothing is in flight, or says it did not in time', async () => {
    const lifecycle = createServerLifecycle();
    await expect(lifecycle.settled(10)).resolves.toBe(true);
    const slow = fakeResponse();
    lifecycle.track(slow.response);
    await expect(lifecycle.settled(10)).resolves.toBe(false);
    const settling = lifecycle.settled(1_000);
    slow.close();
    await expect(settling).resolves.toBe(true);
  });
});
