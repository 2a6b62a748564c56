import type { ServerResponse } from 'node:http';

export type ServerState = 'starting' | 'ready' | 'draining';

/**
 * A server's life as a load balancer sees it: starting until what it needs to answer is loaded, then ready, then
 * draining from the moment it is told to stop. Its `/health/ready` answers 503 except while ready, so the balancer
 * sends nothing to a server that is not. While draining, answers close their connection, live streams are ended (the
 * client subscribes again, on another instance), and the requests in flight may finish.
 */
export interface ServerLifecycle {
  readonly state: ServerState;
  /** Requests whose answer is not finished yet (live streams included until they end). */
  readonly inFlight: number;
  /** Counts a request until its answer is finished or its connection is gone. */
  track(response: ServerResponse): void;
  /** Registers a live stream's way to end; returns its removal, for a stream that ended by itself. */
  openStream(end: () => void): () => void;
  /** Starting is over. */
  markReady(): void;
  /** From now on not ready, for good: live streams end, answers close their connections; requests are still served. */
  startDraining(): void;
  /** Resolves true once nothing is in flight, or false when `timeoutMs` passed first. */
  settled(timeoutMs: number): Promise<boolean>;
}

export function createServerLifecycle(): ServerLifecycle {
  let state: ServerState = 'starting';
  let inFlight = 0;
  const streams = new Set<() => void>();
  let whenIdle: (() => void)[] = [];
  const finished = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    for (const resolve of whenIdle) resolve();
    whenIdle = [];
  };
  return {
    get state() {
      return state;
    },
    get inFlight() {
      return inFlight;
    },
    track(response) {
      inFlight += 1;
      // 'close' comes once, after the answer is out or when the connection went away first.
      response.once('close', finished);
      // A connection kept alive would carry the balancer's next request to a server about to go.
      if (state === 'draining') response.setHeader('Connection', 'close');
    },
    openStream(end) {
      if (state === 'draining') {
        end();
        return () => undefined;
      }
      streams.add(end);
      return () => streams.delete(end);
    },
    markReady() {
      if (state === 'starting') state = 'ready';
    },
    startDraining() {
      if (state === 'draining') return;
      state = 'draining';
      for (const end of streams) end();
      streams.clear();
    },
    settled(timeoutMs) {
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        whenIdle.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
  };
}
