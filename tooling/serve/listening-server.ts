// The listening half of a server: its port, the limits on slow clients, and how it stops (at once, or drained so the
// requests in flight are answered first).
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';
import type { RenderStore } from './render-cache.ts';
import type { ServerLifecycle, Tracing } from '@gadgets/server-kit';

const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Listens on `port` of `host`. A client that trickles its headers or body is cut off in seconds, not Node's 300 s (the
 * API does the same); answers, event streams included, are not limited by these.
 */
export async function listen(app: Express, port: number, host: string): Promise<Server> {
  const server = await new Promise<Server>((resolveServer, reject) => {
    const listening = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolveServer(listening)));
  });
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  return server;
}

export interface ServerStops {
  /** From now on /health/ready answers 503 and answers close their connections; requests are still served. */
  startDraining(): void;
  /** Stops at once, open connections included. */
  close(): Promise<void>;
  /**
   * Not ready any more (startDraining), stops taking connections, cuts event streams, and resolves once the requests
   * in flight are answered (or after `graceMs`, when what is left is cut).
   */
  drain(graceMs?: number): Promise<void>;
}

export interface ServerParts {
  server: Server;
  lifecycle: ServerLifecycle;
  /** The event streams being proxied, which never end on their own. */
  eventStreams: Set<Socket>;
  /** The renderer's loading of remotes, under way after the server started. */
  preloading: Promise<unknown> | undefined;
  store: RenderStore | null;
  tracing: Tracing | undefined;
}

export function stopsOf({ server, lifecycle, eventStreams, preloading, store, tracing }: ServerParts): ServerStops {
  const closed = new Promise<void>((resolveClosed) => server.once('close', () => resolveClosed()));
  return {
    startDraining: () => lifecycle.startDraining(),
    async close() {
      lifecycle.startDraining();
      server.closeAllConnections();
      server.close();
      await closed;
      // The loading goes on reading modules; a server closed in a test run must not read them after the run ends.
      await preloading;
      await store?.close();
      await tracing?.shutdown();
    },
    async drain(graceMs = 10_000) {
      lifecycle.startDraining();
      server.close();
      server.closeIdleConnections();
      for (const socket of eventStreams) socket.destroy();
      // Connections kept alive between requests are closed as soon as their current answer is out.
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const cutOff = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearInterval(idle);
      clearTimeout(cutOff);
      await store?.close();
      await tracing?.shutdown();
    },
  };
}
