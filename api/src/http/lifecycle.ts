import type { ServerResponse } from 'node:http';

/**
 * An instance's life as a load balancer sees it: ready (serving), then draining from the moment it is told to stop.
 * While draining, `/health/ready` answers 503 so the balancer sends nothing new, answers close their connection, live
 * streams are ended (the client subscribes again, on another instance), and the requests in flight may finish.
 */
export interface Lifecycle {
  readonly draining: boolean;
  /** Requests whose answer is not finished yet (live streams included until they end). */
  readonly inFlight: number;
  /** Counts a request until its answer is finished or its connection is gone. */
  track(res: ServerResponse): void;
  /** Registers a live stream's way to end; returns its removal, for a stream that ended by itself. */
  openStream(end: () => void): () => void;
  startDraining(): void;
  /** Resolves true once nothing is in flight, or false when `timeoutMs` passed first. */
  settled(timeoutMs: number): Promise<boolean>;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  let inFlight = 0;
  const streams = new Set<() => void>();
  let whenIdle: (() => void)[] = [];
  const finished = () => {
    inFlight -= 1;
    if (inFlight === 0) {
      for (const resolve of whenIdle) resolve();
      whenIdle = [];
    }
  };
  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight;
    },
    track(res) {
      inFlight += 1;
      // 'close' comes once, after 'finish' or when the connection went away first.
      res.once('close', finished);
      if (draining) res.setHeader('connection', 'close');
    },
    openStream(end) {
      if (draining) {
        end();
        return () => undefined;
      }
      streams.add(end);
      return () => streams.delete(end);
    },
    startDraining() {
      if (draining) return;
      draining = true;
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
