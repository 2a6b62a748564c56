// A built shell in miniature for the server's tests: index.html, a server build whose renderPage asks a fake API
// (so a test can change "the catalogue" and count renders), a remote map, and a remote's manifest server.
import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memoryStore } from '../render-cache.ts';
import { startStaticServer, type StaticServer, type StaticServerOptions } from '../static-server.ts';

const TEMPLATE = `<!doctype html><html><head><title>Gadget Specs</title></head><body><div id="root"></div><script src="/main.0123456789.js"></script></body></html>`;

/**
 * With globalThis.fakeServerBuildSteps (an array) set when the server starts, preloadModules and renderPage record
 * their calls there. Its own pages (pagePaths): / and /about.
 * renderPage: /boom throws (the render fails), /go redirects, /missing is a 404, /remote-failed reports a remote's
 * failure (a part left to the browser), /slow takes 300 ms more once it has asked the API; every page shows the API's comment count and the
 * sections it was told not to wait for.
 */
const SERVER_BUILD = `
const steps = globalThis.fakeServerBuildSteps;
exports.preloadModules = async (options) => {
  steps?.push({ preload: { unavailable: options.unavailableSections, builds: Object.keys(options.remoteBuilds) } });
  return [];
};
exports.pagePaths = async () => ['/', '/about'];
exports.renderPage = async (options) => {
  const { pathname } = new URL(options.url);
  steps?.push({ render: pathname });
  if (pathname === '/boom') throw new Error('the render failed');
  if (pathname === '/go') return { kind: 'redirect', status: 302, location: '/' };
  const answer = await fetch(options.graphqlUrl, { headers: options.apiHeaders }).then((response) => response.json());
  if (pathname === '/slow') await new Promise((resolve) => setTimeout(resolve, 300));
  if (pathname === '/remote-failed') options.onError(new Error('the remote server build is missing'));
  // As the shell's build does: a page under a section left to the browser fails to load that section's routes.
  if ((options.unavailableSections || []).some((name) => pathname.startsWith('/' + name)))
    options.onError(new Error('left to the browser'));
  const body = '<main>' + pathname + ' comments=' + answer.comments + ' skipped=' + (options.unavailableSections || []).join(',') +
    '</main><script nonce="' + options.nonce + '">window.rendered = true</script>';
  return {
    kind: 'page',
    status: pathname === '/missing' ? 404 : 200,
    pipe(destination) {
      destination.write(options.template.replace('<div id="root"></div>', '<div id="root">' + body + '</div>'));
      destination.end();
    },
  };
};
`;

/** The one candidate version the fake remote has staged beside its live build. */
export const STAGED_VERSION = '0123456789ab';

export interface FakeSite {
  dir: string;
  mapFile: string;
  apiOrigin: string;
  remoteOrigin: string;
  /** Renders so far (each asks the API once). */
  renders(): number;
  /** The X-Request-Id and traceparent of every request the API was sent, in order. */
  apiRequests(): { requestId?: string; traceparent?: string; url?: string }[];
  setComments(count: number): void;
  /** Whether the remote's manifest answers, and after how long. */
  setRemoteUp(up: boolean, delayMs?: number): void;
  /** Points the map's one section at another origin, the way a deploy does (written beside, renamed over). */
  moveRemote(origin: string): void;
  close(): Promise<void>;
}

const listen = (server: Server) =>
  new Promise<string>((resolveUrl) =>
    server.listen(0, '127.0.0.1', () => resolveUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

export async function startFakeSite(): Promise<FakeSite> {
  const dir = mkdtempSync(join(tmpdir(), 'gadgets-serve-test-'));
  mkdirSync(join(dir, 'server'));
  writeFileSync(join(dir, 'index.html'), TEMPLATE);
  writeFileSync(join(dir, 'server', 'server.js'), SERVER_BUILD);
  // A script with its (hidden) source map, as every build has.
  writeFileSync(join(dir, 'main.0123456789.js'), 'window.main = true;');
  writeFileSync(join(dir, 'main.0123456789.js.map'), '{"version":3,"sources":["secret-source.ts"]}');
  let comments = 0;
  let renders = 0;
  let remoteUp = true;
  let remoteDelayMs = 0;
  const apiRequests: { requestId?: string; traceparent?: string; url?: string }[] = [];
  const api = createServer((request, response) => {
    apiRequests.push({
      requestId: request.headers['x-request-id'] as string | undefined,
      traceparent: request.headers.traceparent as string | undefined,
      url: request.url,
    });
    if (request.headers.accept?.includes('text/event-stream')) {
      // A subscription: open until someone closes it.
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.write(': subscribed\n\n');
      return;
    }
    renders += 1;
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ comments }));
  });
  const remote = createServer(async (request, response) => {
    // Not holding the test process open once the test has ended.
    await new Promise((resolveDelay) => setTimeout(resolveDelay, remoteDelayMs).unref());
    // The live build, and one candidate staged beside it (STAGED_VERSION).
    if (
      !remoteUp ||
      (request.url !== '/mf-manifest.json' && request.url !== `/versions/${STAGED_VERSION}/mf-manifest.json`)
    ) {
      response.statusCode = 404;
      return response.end();
    }
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ shared: [{ name: 'react', version: '19.0.0' }] }));
  });
  const apiOrigin = await listen(api);
  const remoteOrigin = await listen(remote);
  const mapFile = join(dir, 'remotes.json');
  const moveRemote = (origin: string) => {
    const section = { name: 'mobile', title: 'Phones', path: '/mobile', manifest: `${origin}/mf-manifest.json` };
    writeFileSync(`${mapFile}.tmp`, JSON.stringify({ sections: [section] }));
    renameSync(`${mapFile}.tmp`, mapFile);
  };
  moveRemote(remoteOrigin);
  return {
    dir,
    mapFile,
    apiOrigin,
    remoteOrigin,
    renders: () => renders,
    apiRequests: () => apiRequests,
    setComments: (count) => {
      comments = count;
    },
    setRemoteUp: (up, delayMs = 0) => {
      remoteUp = up;
      remoteDelayMs = delayMs;
    },
    moveRemote,
    close: async () => {
      for (const server of [api, remote]) {
        server.closeAllConnections();
        await new Promise((resolveClosed) => server.close(resolveClosed));
      }
    },
  };
}

/** The shell's server on the fake site (any free port, a render cache in memory), quiet. */
export function serveFakeSite(site: FakeSite, options: Partial<StaticServerOptions> = {}): Promise<StaticServer> {
  return startStaticServer({
    dir: site.dir,
    port: 0,
    apiOrigin: site.apiOrigin,
    remotesFile: site.mapFile,
    renderStore: memoryStore(),
    quiet: true,
    // Not waiting at start for a remote a test keeps down (the tests of that wait set it).
    remoteStartupWaitMs: 0,
    ...options,
  });
}
