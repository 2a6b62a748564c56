import { get } from 'node:http';
import type { StaticServer, StaticServerOptions } from '../static-server.ts';
import { memoryStore } from '../render-cache.ts';
import { serveFakeSite, startFakeSite, type FakeSite } from './fake-site.ts';

let site: FakeSite;
let server: StaticServer | undefined;
beforeEach(async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  site = await startFakeSite();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await site.close();
});

async function serve(options: Partial<StaticServerOptions> = {}): Promise<string> {
  server = await serveFakeSite(site, options);
  return server.url;
}

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
/** A browser's revalidation (fetch would add Cache-Control: no-cache, which asks past every cache). */
const revalidate = (url: string, etag: string) =>
  new Promise<{ status: number; body: string }>((resolveAnswer, reject) => {
    get(url, { headers: { 'If-None-Match': etag } }, (answer) => {
      let body = '';
      answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
      answer.on('end', () => resolveAnswer({ status: answer.statusCode ?? 0, body }));
    }).on('error', reject);
  });
const wait = (ms: number) => new Promise((resolveWait) => setTimeout(resolveWait, ms));

describe("the shell's server", () => {
  it('answers a page with the security headers and a fresh nonce in its policy and its scripts every time', async () => {
    const url = await serve();
    const pages = [await fetch(`${url}/mobile`), await fetch(`${url}/mobile`)];
    const nonces = pages.map(nonceOf);
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [index, page] of pages.entries()) {
      expect(page.status).toBe(200);
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      const html = await page.text();
      const scriptNonces = [...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]);
      expect(scriptNonces).toHaveLength(2);
      expect(new Set(scriptNonces)).toEqual(new Set([nonces[index]]));
    }
  });

  it('keeps an anonymous page: miss, then hit from memory with the same ETag, and 304 when the browser has it', async () => {
    const url = await serve();
    const first = await fetch(`${url}/mobile/apple`);
    const second = await fetch(`${url}/mobile/apple`);
    expect(first.headers.get('x-render-cache')).toBe('miss');
    expect(second.headers.get('x-render-cache')).toBe('hit');
    expect(site.renders()).toBe(1);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    // Cookies do not change a shared page, so a CDN keeps one copy for everyone.
    expect(first.headers.get('vary') ?? '').not.toMatch(/Cookie/);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(second.headers.get('etag')).toBe(etag);
    expect(await revalidate(`${url}/mobile/apple`, etag!)).toEqual({ status: 304, body: '' });
    expect((await revalidate(`${url}/mobile/apple`, 'W/"other"')).status).toBe(200);
  });

  it('renders concurrent requests for one page once', async () => {
    const url = await serve();
    const pages = await Promise.all(Array.from({ length: 5 }, () => fetch(`${url}/slow`)));
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200, 200, 200]);
    expect(site.renders()).toBe(1);
  });

  it('shows a catalogue change once the page has been kept its time, not before and not never', async () => {
    const url = await serve({
      pagePolicyOf: () => ({ kind: 'shared', sMaxAge: 0.4, staleWhileRevalidate: 1 }),
    });
    site.setComments(1);
    expect(await (await fetch(`${url}/mobile/apple/iphone`)).text()).toContain('comments=1');
    site.setComments(2);
    const within = await fetch(`${url}/mobile/apple/iphone`);
    expect(within.headers.get('x-render-cache')).toBe('hit');
    expect(await within.text()).toContain('comments=1');
    await wait(600);
    const after = await fetch(`${url}/mobile/apple/iphone`);
    expect(after.headers.get('x-render-cache')).toBe('miss');
    expect(await after.text()).toContain('comments=2');
  });

  it('never keeps a preview: private, no-store, bypass, each one rendered', async () => {
    const url = await serve();
    for (let index = 0; index < 2; index += 1) {
      const page = await fetch(`${url}/mobile`, { headers: { Cookie: 'theme=dark; gadgets_preview=anything' } });
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      expect(page.headers.get('x-render-cache')).toBe('bypass');
      expect(page.headers.get('etag')).toBeNull();
    }
    expect(site.renders()).toBe(2);
  });

  it('keeps pages whose address carries a token to the visitor', async () => {
    const url = await serve();
    const page = await fetch(`${url}/auth/activate?token=secret`);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-render-cache')).toBe('bypass');
  });

  it('with no render cache (RENDER_CACHE=off) renders every time, still cacheable by a CDN', async () => {
    const url = await serve({ renderStore: null });
    const pages = [await fetch(`${url}/`), await fetch(`${url}/`)];
    expect(pages.map((page) => page.headers.get('x-render-cache'))).toEqual(['bypass', 'bypass']);
    expect(pages[0]!.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    expect(pages[1]!.headers.get('etag')).toBe(pages[0]!.headers.get('etag'));
    expect(site.renders()).toBe(2);
  });

  it('answers 404 from rendering, and neither it nor a redirect is kept', async () => {
    const url = await serve();
    const missing = [await fetch(`${url}/missing`), await fetch(`${url}/missing`)];
    expect(missing.map((page) => page.status)).toEqual([404, 404]);
    expect(missing.map((page) => page.headers.get('x-render-cache'))).toEqual(['miss', 'miss']);
    expect(missing[0]!.headers.get('cache-control')).toBe('no-cache');
    const redirect = await fetch(`${url}/go`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/');
  });

  it("falls back to the browser-rendered page when the render fails, with the path's status", async () => {
    const url = await serve();
    const page = await fetch(`${url}/boom`);
    expect(page.status).toBe(404);
    expect(page.headers.get('x-render-cache')).toBeNull();
    // A fallback: marked so, and kept by no cache (the next request may well render).
    expect(page.headers.get('x-render-fallback')).toBe('browser');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(`<script nonce="${nonceOf(page)}"`);
  });

  it("never keeps a page rendered while a remote's server build failed, nor lets any shared cache keep it", async () => {
    const kept: string[] = [];
    const store = memoryStore();
    const url = await serve({
      renderStore: { ...store, set: (key, page, ttlMs) => (kept.push(key), store.set(key, page, ttlMs)) },
    });
    const pages = [await fetch(`${url}/remote-failed`), await fetch(`${url}/remote-failed`)];
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.headers.get('x-render-fallback')).toBe('partial');
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      expect(page.headers.get('x-render-cache')).toBe('miss');
      expect(page.headers.get('etag')).toBeNull();
    }
    expect(site.renders()).toBe(2);
    expect(kept).toEqual([]);
    // A whole page is kept as before, and says nothing of a fallback.
    await fetch(`${url}/mobile`);
    const whole = await fetch(`${url}/mobile`);
    expect(whole.headers.get('x-render-cache')).toBe('hit');
    expect(whole.headers.get('x-render-fallback')).toBeNull();
    expect(kept).toHaveLength(1);
  });

  it('leaves a remote whose manifest does not answer to the browser, without waiting, and keeps no such page', async () => {
    site.setRemoteUp(false);
    const url = await serve();
    const pages = [await fetch(`${url}/mobile`), await fetch(`${url}/mobile`)];
    for (const page of pages) {
      expect(await page.text()).toContain('skipped=mobile');
      expect(page.headers.get('x-render-fallback')).toBe('partial');
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      expect(page.headers.get('x-render-cache')).toBe('miss');
    }
    expect(site.renders()).toBe(2);
  });

  it('keeps the pages that do not show a section whose remote does not answer: the rest of the site stays whole', async () => {
    site.setRemoteUp(false);
    const url = await serve();
    await fetch(`${url}/about`);
    const page = await fetch(`${url}/about`);
    expect(await page.text()).toContain('skipped=mobile');
    expect(page.headers.get('x-render-fallback')).toBeNull();
    expect(page.headers.get('x-render-cache')).toBe('hit');
    expect(site.renders()).toBe(1);
  });

  it('waits for a slow remote at most its first look (2 s), then renders its section in the browser', async () => {
    site.setRemoteUp(true, 5_000);
    const url = await serve();
    const started = Date.now();
    const page = await fetch(`${url}/mobile`);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(await page.text()).toContain('skipped=mobile');
  });

  it('when stopping, answers the page it is rendering, cuts event streams and exits at once', async () => {
    const url = await serve();
    const stream = await fetch(`${url}/graphql`, { method: 'POST', headers: { Accept: 'text/event-stream' } });
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    const reading = stream.text().then(
      () => 'ended',
      () => 'cut',
    );
    const rendersBefore = site.renders();
    const page = fetch(`${url}/slow`);
    while (site.renders() === rendersBefore) await wait(20);
    const started = Date.now();
    await server!.drain(10_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await page).status).toBe(200);
    expect(await reading).toMatch(/ended|cut/);
    server = undefined;
  });

  it('sees a new remote map on the next request: its policy, its /remotes.json and a fresh render', async () => {
    const url = await serve();
    await fetch(`${url}/mobile`);
    expect((await fetch(`${url}/mobile`)).headers.get('x-render-cache')).toBe('hit');
    site.moveRemote('http://127.0.0.1:9');
    const moved = await fetch(`${url}/mobile`);
    expect(moved.headers.get('content-security-policy')).toContain('http://127.0.0.1:9');
    expect(moved.headers.get('x-render-cache')).toBe('miss');
    expect(await (await fetch(`${url}/remotes.json`)).text()).toContain('http://127.0.0.1:9/mf-manifest.json');
  });
});
