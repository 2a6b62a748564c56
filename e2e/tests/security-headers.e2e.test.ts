import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { spawnStaticServer } from '@gadgets/tooling/serve/serve-process.mjs';
import { startStaticServer } from '@gadgets/tooling/serve/static-server.mjs';
import { setupBrowserContext } from '../support/browser';
import { rawRequest } from '../support/raw-http';
import { repointRemote } from '../support/remote-map';
import { manifestUrlOf, REMOTE_SECTIONS, TEST_PORTS, testSite } from '../support/test-site';

const browsing = setupBrowserContext();

/** Every static server of the site with a page it serves. */
const servers = () => {
  const site = testSite();
  return [
    { name: 'shell', origin: site.shellUrl, dist: 'shell' },
    ...REMOTE_SECTIONS.map((section) => ({
      name: section,
      origin: site.remoteUrls[section],
      dist: `remote-${section}`,
    })),
    { name: 'integrator', origin: site.integratorUrl, dist: 'integrator-example' },
  ];
};

/** The Content-Security-Policy header as directive → sources. */
function policyOf(response: Response): Record<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const nonceOf = (policy: Record<string, string[]>) =>
  policy['script-src']?.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);

describe('every page of every static server', () => {
  it('carries a strict Content-Security-Policy with a fresh nonce that its script tags carry too', async () => {
    for (const { name, origin } of servers()) {
      const [first, second] = [await fetch(`${origin}/`), await fetch(`${origin}/`)];
      const policy = policyOf(first);
      expect({ name, 'default-src': policy['default-src'] }).toEqual({ name, 'default-src': ["'self'"] });
      expect(policy['script-src']).toContain("'self'");
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
      expect(policy['script-src']).not.toContain("'unsafe-eval'");
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      expect(policy['form-action']).toEqual(["'self'"]);
      expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:']));

      const nonce = nonceOf(policy);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(nonceOf(policyOf(second))).not.toBe(nonce);
      const html = await first.text();
      const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scriptTags.length).toBeGreaterThan(0);
      for (const tag of scriptTags)
        expect({ name, tag }).toEqual({ name, tag: expect.stringContaining(`nonce="${nonce}"`) });
      expect(first.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('keeps its policy on index.html asked for by name, on not-found pages and for HEAD', async () => {
    const { shellUrl } = testSite();
    for (const path of ['/index.html', '/no-such-page']) {
      const response = await fetch(`${shellUrl}${path}`);
      expect({ path, hasPolicy: response.headers.has('content-security-policy') }).toEqual({ path, hasPolicy: true });
      expect(await response.text()).toContain('<div id="root">');
    }
    const head = await fetch(`${shellUrl}/mobile`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.has('content-security-policy')).toBe(true);
  });
});

describe('which origins a page may load scripts from', () => {
  it('lets the shell load exactly the remotes its deployed remote map names, and follows a changed map', async () => {
    const { shellUrl, remoteUrls } = testSite();
    const remoteOrigins = REMOTE_SECTIONS.map((section) => remoteUrls[section]);
    const policy = policyOf(await fetch(`${shellUrl}/mobile`));
    expect(policy['script-src']!.filter((source) => source.startsWith('http')).sort()).toEqual(
      [...remoteOrigins].sort(),
    );
    expect(policy['connect-src']).toEqual(["'self'", ...remoteOrigins]);

    const movedBike = `http://localhost:${TEST_PORTS.spare[2]}`;
    const restore = repointRemote('bike', manifestUrlOf(movedBike));
    try {
      const moved = policyOf(await fetch(`${shellUrl}/bike`));
      expect(moved['script-src']).toContain(movedBike);
      expect(moved['script-src']).not.toContain(remoteUrls.bike);
    } finally {
      restore();
    }
  });

  it('lets a remote on its own origin load only its own scripts', async () => {
    const { remoteUrls } = testSite();
    const policy = policyOf(await fetch(`${remoteUrls.laptop}/laptop`));
    expect(policy['script-src']!.filter((source) => !source.startsWith("'nonce-"))).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('lets the integrator page mount our remotes and call the API directly, and nothing else', async () => {
    const { integratorUrl, remoteUrls, apiUrl } = testSite();
    const policy = policyOf(await fetch(`${integratorUrl}/`));
    const remoteOrigins = REMOTE_SECTIONS.map((section) => remoteUrls[section]);
    expect(policy['script-src']!.filter((source) => source.startsWith('http'))).toEqual(remoteOrigins);
    // The API by both of its local names (the test page addresses it as localhost too).
    expect(policy['connect-src']).toEqual([
      "'self'",
      ...remoteOrigins,
      apiUrl,
      apiUrl.replace('127.0.0.1', 'localhost'),
    ]);
    expect(policy['img-src']).toContain(apiUrl);
  });

  it('blocks an injected inline script in the browser, and logs the violation', async () => {
    // A context of its own: the violation is the point here, and the shared context fails a test on any.
    const context = await browsing.browser.newContext();
    try {
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      await page.goto(`${testSite().shellUrl}/about`);
      await page.getByRole('link', { name: 'Gadget Specs home' }).waitFor();
      const executed = await page.evaluate(() => {
        const injected = document.createElement('script');
        injected.textContent = 'window.__injected = true';
        document.body.append(injected);
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(executed).toBe(false);
      await page.waitForTimeout(200);
      expect(violations.join('\n')).toMatch(/inline script.*Content Security Policy/);
    } finally {
      await context.close();
    }
  });
});

describe('headers on every response', () => {
  it('send Referrer-Policy, Permissions-Policy and nosniff on pages, assets and proxied API answers', async () => {
    const { shellUrl, remoteUrls } = testSite();
    for (const url of [
      `${shellUrl}/`,
      `${shellUrl}/remotes.json`,
      `${remoteUrls.bike}/remoteEntry.js`,
      `${shellUrl}/health`,
      `${shellUrl}/missing.js`,
    ]) {
      const response = await fetch(url);
      expect({ url, referrer: response.headers.get('referrer-policy') }).toEqual({
        url,
        referrer: 'strict-origin-when-cross-origin',
      });
      const permissions = response.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
        expect(permissions).toContain(`${feature}=()`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('source maps', () => {
  const mapOf = (dist: string) => {
    const file = readdirSync(join(testSite().repoRoot, dist, 'dist')).find((name) => name.endsWith('.js.map'));
    if (!file) throw new Error(`${dist} was built without source maps`);
    return file;
  };

  it('answer 404 on every server by default, while the scripts they belong to are served', async () => {
    for (const { name, origin, dist } of servers().filter((server) => server.name !== 'integrator')) {
      const map = mapOf(dist);
      expect({ name, map, status: (await fetch(`${origin}/${map}`)).status }).toEqual({ name, map, status: 404 });
      expect((await fetch(`${origin}/${map.replace(/\.map$/, '')}`)).status).toBe(200);
      // Encoded, the path still names the map (the file server decodes it).
      for (const disguised of [
        map.replace(/\.map$/, '%2Emap'),
        map.replace(/\.map$/, '.ma%70'),
        map.replace(/\.map$/, '%2emap'),
      ]) {
        expect({ name, disguised, status: (await fetch(`${origin}/${disguised}`)).status }).toEqual({
          name,
          disguised,
          status: 404,
        });
      }
    }
  });

  it('answer 404 under every other spelling of their path too (fetch would resolve it first)', async () => {
    for (const { name, origin, dist } of servers().filter((server) => server.name !== 'integrator')) {
      const map = mapOf(dist);
      for (const path of [`//${map}`, `/./${map}`, `/x/../${map}`, `/x/%2e%2e/${map}`, `/${map}/`]) {
        const { status } = await rawRequest(origin, `GET ${path} HTTP/1.1`);
        expect({ name, path, status }).toEqual({ name, path, status: 404 });
      }
    }
  });

  it("keep the shell's server build off the web, while a remote's stays loadable by the shell's server", async () => {
    const site = testSite();
    expect((await fetch(`${site.shellUrl}/server/server.js`)).status).toBe(404);
    expect((await fetch(`${site.shellUrl}/server/%73erver.js`)).status).toBe(404);
    expect((await fetch(`${site.remoteUrls.bike}/server/remoteEntry.js`)).status).toBe(200);
    // Under any spelling the file server would read as the build or one of its chunks: judged as it is read. An
    // encoded slash is refused outright (what it names depends on who decodes it).
    const chunk = readdirSync(join(site.repoRoot, 'shell', 'dist', 'server')).find((file) => /^\d+\./.test(file));
    for (const file of ['server.js', chunk!])
      for (const [path, status] of [
        [`//server/${file}`, 404],
        [`/./server/${file}`, 404],
        [`/x/../server/${file}`, 404],
        [`/server//${file}`, 404],
        [`/%2Fserver/${file}`, 400],
        [`/x/..%2Fserver/${file}`, 400],
        [`/x/..%5Cserver/${file}`, 400],
      ] as const) {
        const answer = await rawRequest(site.shellUrl, `GET ${path} HTTP/1.1`);
        expect({ path, status: answer.status, bytes: answer.body.length < 100 }).toEqual({ path, status, bytes: true });
      }
    const remoteEntry = await rawRequest(site.remoteUrls.bike, 'GET //server/./remoteEntry.js HTTP/1.1');
    expect(remoteEntry.status).toBe(200);
  });

  it('are served when the server is configured for it, by option or by SOURCE_MAPS=public', async () => {
    const { repoRoot } = testSite();
    const dir = join(repoRoot, 'remote-bike', 'dist');
    const map = mapOf('remote-bike');
    const port = TEST_PORTS.spare[2];

    const byOption = await startStaticServer({ dir, port, sourceMaps: 'public', quiet: true });
    try {
      const response = await fetch(`${byOption.url}/${map}`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { version: number }).version).toBe(3);
    } finally {
      await byOption.close();
    }

    const byEnvironment = await spawnStaticServer({ dir, port }, { env: { ...process.env, SOURCE_MAPS: 'public' } });
    try {
      expect((await fetch(`${byEnvironment.url}/${map}`)).status).toBe(200);
    } finally {
      await byEnvironment.close();
    }
  });
});

describe('a request that names no host, or names it in its request line', () => {
  /** What no answer may show a client: a stack, a file path, an error's name. */
  const INTERNALS = /\bat \S+ \(|node:internal|\/tmp\/|\/work\/|\/home\/|[A-Z][a-z]+Error\b|ERR_/;
  const BAD_HOSTS = ['localhost:99999', 'localhost:3000 evil', 'localhost:3000%', 'localhost:0', '999.1.1.1', '[::1'];

  it('is answered 400 with a short plain body by every server, without a stack or a path', async () => {
    for (const { name, origin } of servers()) {
      const requests = [
        ...BAD_HOSTS.map((host) => ({
          what: `Host: ${host}`,
          line: 'GET /about HTTP/1.1',
          headers: [`Host: ${host}`],
        })),
        { what: 'absolute form', line: 'GET http://evil.example/about HTTP/1.1', headers: undefined },
      ];
      for (const { what, line, headers } of requests) {
        const answer = await rawRequest(origin, line, headers);
        expect({ name, what, status: answer.status }).toEqual({ name, what, status: 400 });
        expect(answer.head).toMatch(/^content-type: text\/plain/im);
        const body = answer.body.length < 100 && !INTERNALS.test(answer.body) ? 'short' : answer.body;
        expect({ name, what, body }).toEqual({ name, what, body: 'short' });
      }
      // The same page with the server's own Host is answered.
      expect({ name, status: (await rawRequest(origin, 'GET /about HTTP/1.1')).status }).toEqual({ name, status: 200 });
    }
  });
});

describe("the shell's proxy to the API", () => {
  it('reuses its connections instead of opening one per request', async () => {
    const connections: unknown[] = [];
    const api: Server = createServer((_request, response) => response.end('{"ok":true}'));
    api.on('connection', (socket) => connections.push(socket));
    await new Promise<void>((resolve) => api.listen(TEST_PORTS.spare[1], '127.0.0.1', resolve));
    const shell = await startStaticServer({
      dir: join(testSite().repoRoot, 'shell', 'dist'),
      port: TEST_PORTS.spare[2],
      apiOrigin: `http://127.0.0.1:${TEST_PORTS.spare[1]}`,
      quiet: true,
    });
    try {
      for (let request = 0; request < 10; request += 1) {
        const response = await fetch(`${shell.url}/health`);
        expect(await response.json()).toEqual({ ok: true });
      }
      expect(connections).toHaveLength(1);
    } finally {
      await shell.close();
      api.closeAllConnections();
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it('answers an oversized body with 413 every time, never a 500 or 504 from the proxy', async () => {
    const body = JSON.stringify({ query: `{ __typename } # ${'x'.repeat(200_000)}` });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await fetch(`${testSite().shellUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
        body,
      });
      statuses.push(response.status);
      await response.text();
    }
    expect(statuses).toEqual(Array(8).fill(413));
  });
});
