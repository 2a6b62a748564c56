import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer, type StaticServer } from '../static-server.ts';
import { serveFakeSite, startFakeSite, type FakeSite } from './fake-site.ts';

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/**
 * One request written byte for byte (fetch and node:http would fix its Host and its path), read until the server
 * closes the connection.
 */
function rawRequest(url: string, requestLine: string, headers = `Host: ${new URL(url).host}`): Promise<RawAnswer> {
  return new Promise((resolveAnswer, reject) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      resolveAnswer({ status, head: text.slice(0, split), body: text.slice(split + 4) });
    });
    socket.write(`${requestLine}\r\n${headers ? `${headers}\r\n` : ''}Connection: close\r\n\r\n`);
  });
}
const get = (url: string, path: string) => rawRequest(url, `GET ${path} HTTP/1.1`);

/** What an answer must never show a client: a stack, a file path, an error's name. */
const INTERNALS = /\bat \S+ \(|node:internal|\/tmp\/|\/work\/|[A-Z][a-z]+Error\b|ERR_/;

let site: FakeSite;
let shell: StaticServer | undefined;
let remote: StaticServer | undefined;
let remoteDir: string;
beforeEach(async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  site = await startFakeSite();
  shell = await serveFakeSite(site);
  // A remote's build: its server build stays public (the shell's server loads it over HTTP), its maps do not.
  remoteDir = mkdtempSync(join(tmpdir(), 'gadgets-remote-test-'));
  mkdirSync(join(remoteDir, 'server'));
  writeFileSync(join(remoteDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(remoteDir, 'server', 'remoteEntry.js'), 'exports.remote = true;');
  writeFileSync(join(remoteDir, 'remoteEntry.js'), 'window.remote = true;');
  writeFileSync(join(remoteDir, 'remoteEntry.js.map'), '{"version":3}');
  remote = await startStaticServer({ dir: remoteDir, port: 0, quiet: true });
});
afterEach(async () => {
  await Promise.all([shell?.close(), remote?.close()]);
  shell = remote = undefined;
  await site.close();
  rmSync(remoteDir, { recursive: true, force: true });
});

describe('the path a server judges is the path it serves', () => {
  it("answers the shell's server build under no spelling of its path", async () => {
    for (const [path, status] of [
      ['/server/server.js', 404],
      ['//server/server.js', 404],
      ['/./server/server.js', 404],
      ['/x/../server/server.js', 404],
      ['/x/%2e%2E/server/server.js', 404],
      ['/server//server.js', 404],
      ['/server/%73erver.js', 404],
      ['/server/server.js/', 404],
      // An encoded slash or backslash cannot be judged: what it names depends on who decodes it.
      ['/%2Fserver/server.js', 400],
      ['/x/..%2Fserver/server.js', 400],
      ['/x/..%5Cserver/server.js', 400],
    ] as const) {
      const answer = await get(shell!.url, path);
      expect({ path, status: answer.status }).toEqual({ path, status });
      expect({ path, leaked: answer.body.includes('renderPage') }).toEqual({ path, leaked: false });
    }
  });

  it('answers a hidden source map under no spelling, while its script is served under any', async () => {
    for (const url of [shell!.url, remote!.url]) {
      const map = url === shell!.url ? 'main.0123456789.js.map' : 'remoteEntry.js.map';
      for (const path of [`/${map}`, `//${map}`, `/./${map}`, `/x/../${map}`, `/${map.replace('.map', '%2Emap')}`])
        expect({ path, status: (await get(url, path)).status }).toEqual({ path, status: 404 });
      for (const path of [`/${map.replace('.map', '')}`, `//${map.replace('.map', '')}`])
        expect({ path, status: (await get(url, path)).status }).toEqual({ path, status: 200 });
    }
  });

  it("serves a remote's server build under its path, for the shell's server", async () => {
    const answer = await get(remote!.url, '/server/remoteEntry.js');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('exports.remote');
  });

  it('refuses a path that climbs out of the root or carries NUL, whatever the spelling', async () => {
    for (const path of [
      '/../index.html',
      '/x/../../index.html',
      '/%2e%2e/index.html',
      '/index.html%00.js',
      '/%E0%A4%A',
    ])
      expect({ path, status: (await get(shell!.url, path)).status }).toEqual({ path, status: 400 });
  });

  it('renders a page under its one normalised path: other spellings are the same page and the same kept copy', async () => {
    const first = await get(shell!.url, '/mobile/apple');
    expect(first.body).toContain('<main>/mobile/apple ');
    for (const path of ['//mobile/apple', '/mobile/./apple', '/x/../mobile/apple', '/mobile/%61pple']) {
      const answer = await get(shell!.url, path);
      expect({ path, main: /<main>\S+/.exec(answer.body)?.[0] }).toEqual({ path, main: '<main>/mobile/apple' });
      expect({ path, cache: /x-render-cache: (\w+)/i.exec(answer.head)?.[1] }).toEqual({ path, cache: 'hit' });
    }
    expect(site.renders()).toBe(1);
  });
});

describe('a request whose Host is no host name', () => {
  const BAD_HOSTS = [
    'localhost:99999',
    'localhost:3000 evil',
    'localhost:3000%',
    'localhost:0',
    'localhost:',
    'localhost:3000/x',
    'user@localhost',
    '999.1.1.1',
    '[::1',
    '[fe80::1%25eth0]:80',
    'exa mple.com',
  ];

  it('answers 400 with a short plain body on the shell and on a remote, never rendering it', async () => {
    for (const url of [shell!.url, remote!.url])
      for (const host of BAD_HOSTS) {
        const answer = await rawRequest(url, 'GET /about HTTP/1.1', `Host: ${host}`);
        expect({ host, status: answer.status }).toEqual({ host, status: 400 });
        expect(answer.head).toMatch(/content-type: text\/plain/i);
        expect({ host, body: answer.body.length < 100 && !INTERNALS.test(answer.body) }).toEqual({ host, body: true });
      }
    expect(site.renders()).toBe(0);
  });

  it('answers 400 to a request without a Host and to an absolute-form request line', async () => {
    for (const url of [shell!.url, remote!.url]) {
      const noHost = await rawRequest(url, 'GET /about HTTP/1.0', '');
      expect(noHost.status).toBe(400);
      const absolute = await rawRequest(url, 'GET http://evil.example/about HTTP/1.1');
      expect(absolute.status).toBe(400);
      expect(INTERNALS.test(absolute.body)).toBe(false);
    }
  });

  it('answers a page for host names, IPv4 and IPv6 literals with or without a port', async () => {
    const { port } = new URL(shell!.url);
    for (const host of ['localhost', `localhost:${port}`, '127.0.0.1:80', '[::1]:8080', 'gadgets.example.com', 'web_1'])
      expect({ host, status: (await rawRequest(shell!.url, 'GET /about HTTP/1.1', `Host: ${host}`)).status }).toEqual({
        host,
        status: 200,
      });
  });
});

describe('an unexpected error', () => {
  it('answers a generic 500 page and logs the stack on the server', async () => {
    // A remote map whose manifest is no URL: reading the page's inputs throws.
    site.moveRemote('http://[bad');
    const answer = await get(shell!.url, '/mobile');
    expect(answer.status).toBe(500);
    expect(answer.head).toMatch(/content-type: text\/plain/i);
    expect(answer.body).toBe('Internal server error');
    expect(jest.mocked(console.error).mock.calls.flat().join('\n')).toMatch(/Invalid URL[^]*\n\s+at /);
  });
});
