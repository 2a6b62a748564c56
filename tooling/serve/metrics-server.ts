// GET /metrics in Prometheus's text format on a port of its own (SHELL_METRICS_PORT or --metrics-port), on loopback
// unless told otherwise (METRICS_HOST or --metrics-host): for the operator's scraper, never for visitors.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/** `collect`: the text of one scrape (one registry's, or every worker's summed: cluster.ts). */
export async function startMetricsServer(
  collect: () => Promise<string>,
  contentType: string,
  port: number,
  host = '127.0.0.1',
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.url !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    collect().then(
      (text) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(`metrics could not be collected: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  });
  await new Promise<void>((resolveListening, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListening());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics`,
    close: () =>
      new Promise<void>((resolveClosed) => {
        server.closeAllConnections();
        server.close(() => resolveClosed());
      }),
  };
}
