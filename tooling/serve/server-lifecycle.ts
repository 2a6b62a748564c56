// A server's life as a load balancer sees it (the API has the same, api/src/http/lifecycle.ts): starting until what
// it needs to answer pages is loaded, then ready, then draining from the moment it is told to stop. /health/ready
// answers 503 except while ready, so the balancer sends nothing to a server that is not.
import type { RequestHandler } from 'express';
import type { ServerResponse } from 'node:http';

export type ServerState = 'starting' | 'ready' | 'draining';

export interface ServerLifecycle {
  readonly state: ServerState;
  /** Requests whose answer is not finished yet (event streams included until they end). */
  readonly inFlight: number;
  /** Counts a request until its answer is finished or its connection is gone. */
  track(response: ServerResponse): void;
  /** Starting is over: the remote map is read and the server builds are loaded (or found missing). */
  markReady(): void;
  /** From now on not ready, for good; answers close their connections. Requests are still served. */
  startDraining(): void;
  /** Resolves true once nothing is in flight, or false when `timeoutMs` passed first. */
  settled(timeoutMs: number): Promise<boolean>;
}

export function createServerLifecycle(): ServerLifecycle {
  let state: ServerState = 'starting';
  let inFlight = 0;
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
    markReady() {
      if (state === 'starting') state = 'ready';
    },
    startDraining() {
      state = 'draining';
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

/**
 * GET /health/ready: 200 `{"status":"ready"}` while ready, else 503 with `starting` or `draining`, or `unavailable`
 * and the reason `problem` gives (checked on every call: the remote map can become unreadable and readable again).
 * Never cached.
 */
export function readinessRoute(lifecycle: ServerLifecycle, problem: () => string | null = () => null): RequestHandler {
  return (_request, response) => {
    const { state } = lifecycle;
    const reason = state === 'ready' ? problem() : null;
    response
      .status(state === 'ready' && !reason ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(reason ? { status: 'unavailable', reason } : { status: state });
  };
}
