import { connect, createServer, type Socket } from 'node:net';

export interface SilentServer {
  /** From now on, new connections reach the real server; the held ones stay silent. */
  answerFromNowOn: () => void;
  close: () => Promise<void>;
}

/** A server that accepts every connection and never answers, as a hung process does, in front of a real one. */
export async function startSilentServer(port: number, realServerUrl: string): Promise<SilentServer> {
  const open = new Set<Socket>();
  let answering = false;
  const realPort = Number(new URL(realServerUrl).port);
  const server = createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => undefined);
    if (!answering) return;
    const upstream = connect(realPort, '127.0.0.1');
    upstream.on('error', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    answerFromNowOn: () => {
      answering = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
  };
}
