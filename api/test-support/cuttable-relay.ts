import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP relay to a server (PostgreSQL, Redis) that can be cut (the server unreachable: open connections end, new ones
 * are refused) and mended, as a network fault or a restart.
 */
export async function cuttableRelay(target: URL, defaultPort = 5432) {
  const sockets = new Set<Socket>();
  let reachable = true;
  const relay = createServer((client) => {
    if (!reachable) return client.destroy();
    const upstream = connect(Number(target.port || defaultPort), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const port = (relay.address() as { port: number }).port;
  return {
    urlFor(database: URL) {
      const relayed = new URL(database);
      relayed.hostname = '127.0.0.1';
      relayed.port = String(port);
      return relayed.toString();
    },
    cut() {
      reachable = false;
      for (const socket of sockets) socket.destroy();
    },
    mend() {
      reachable = true;
    },
    close: () => new Promise<void>((resolve) => relay.close(() => resolve())),
  };
}
