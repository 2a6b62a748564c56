import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  /** The status line and headers, as sent. */
  head: string;
  body: string;
}

/**
 * One HTTP request written byte for byte to the server at `origin`: fetch and node:http would fix its Host and
 * resolve `.`/`..` in its path, which is what these requests test. `headers` are its header lines (a Host line for the
 * origin by default). Read until the server closes the connection.
 */
export function rawRequest(
  origin: string,
  requestLine: string,
  headers: string[] = [`Host: ${new URL(origin).host}`],
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(origin).port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0),
        head: text.slice(0, headEnd),
        body: text.slice(headEnd + 4),
      });
    });
    socket.write([requestLine, ...headers, 'Connection: close', '', ''].join('\r\n'));
  });
}
