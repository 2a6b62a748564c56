import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, isFresh, sendPage, type PageHeaders } from '../page-response.ts';
import type { CachedPage } from '../render-cache.ts';

const PLACEHOLDER = '0123456789abcdef0123456789abcdef';
const PAGE: CachedPage = {
  status: 200,
  html: `<html><script nonce="${PLACEHOLDER}">1</script><main>${'spec '.repeat(500)}</main></html>`,
  noncePlaceholder: PLACEHOLDER,
  etag: 'W/"page-etag"',
  degraded: false,
};
const SHARED: PageHeaders = { cacheControl: 'public, max-age=0, s-maxage=60', renderCache: 'hit', withEtag: true };

let server: Server;
let origin: string;
let answerWith: { page: CachedPage; headers: PageHeaders } = { page: PAGE, headers: SHARED };
let nonces = 0;
beforeAll(async () => {
  server = createServer((request, response) => {
    const nonce = `nonce-${(nonces += 1)}`;
    response.setHeader('Content-Security-Policy', `script-src 'nonce-${nonce}'`);
    sendPage(request, response, answerWith.page, nonce, answerWith.headers);
  });
  await new Promise<void>((resolveListening) => server.listen(0, '127.0.0.1', resolveListening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolveClosed) => server.close(resolveClosed)));

/** The raw answer: node's client neither decompresses nor adds headers of its own. */
const ask = (headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolveAnswer, reject) => {
    httpRequest(`${origin}/page`, { method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolveAnswer({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });

describe('sending a rendered page', () => {
  beforeEach(() => {
    answerWith = { page: PAGE, headers: SHARED };
  });

  it("answers the page with this response's nonce, its validator and its caching headers", async () => {
    const first = await ask();
    const second = await ask();
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers.etag).toBe('W/"page-etag"');
    expect(first.headers['cache-control']).toBe(SHARED.cacheControl);
    expect(first.headers['x-render-cache']).toBe('hit');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    const nonceOf = (body: Buffer) => /nonce="([^"]+)"/.exec(body.toString())?.[1];
    expect(nonceOf(first.body)).toMatch(/^nonce-\d+$/);
    expect(nonceOf(second.body)).not.toBe(nonceOf(first.body));
    expect(first.headers['content-security-policy']).toContain(`'nonce-${nonceOf(first.body)}'`);
    expect(first.body.toString()).toBe(PAGE.html.replace(PLACEHOLDER, nonceOf(first.body)!));
  });

  it('gzips for a client that accepts it, the same page byte for byte', async () => {
    const answer = await ask({ 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    const html = gunzipSync(answer.body).toString();
    expect(html).toBe(PAGE.html.replace(PLACEHOLDER, /nonce="([^"]+)"/.exec(html)![1]!));
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(PAGE.html) / 4);
  });

  it('answers 304 without a body when the browser has the page, unless asked past every cache', async () => {
    const fresh = await ask({ 'If-None-Match': 'W/"other", "page-etag"' });
    expect(fresh.status).toBe(304);
    expect(fresh.body.length).toBe(0);
    expect(fresh.headers.etag).toBe('W/"page-etag"');
    // The browser's copy keeps its own policy: a new nonce in a 304 would block the copy's inline scripts.
    expect(fresh.headers['content-security-policy']).toBeUndefined();
    expect((await ask({ 'If-None-Match': 'W/"other"' })).status).toBe(200);
    expect((await ask({ 'If-None-Match': 'W/"page-etag"', 'Cache-Control': 'no-cache' })).status).toBe(200);
  });

  it('gives a page without a validator (private, or not a 200) neither an ETag nor a 304', async () => {
    answerWith = {
      page: { ...PAGE, status: 404 },
      headers: { cacheControl: 'private, no-store', renderCache: 'bypass', withEtag: false },
    };
    const answer = await ask({ 'If-None-Match': 'W/"page-etag"' });
    expect(answer.status).toBe(404);
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body.toString()).toContain('<main>');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const answer = await ask({}, 'HEAD');
    expect(answer.status).toBe(200);
    expect(Number(answer.headers['content-length'])).toBe((await ask()).body.length);
    expect(answer.body.length).toBe(0);
  });
});

describe('content negotiation and validators', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['gzip', true],
    ['deflate, gzip;q=0.5', true],
    ['br', false],
    ['gzip;q=0, br', false],
    ['*', true],
    ['*;q=0', false],
    ['GZIP', true],
    ['x-gzip', true],
    ['gzip;q=0, *', false],
  ])('Accept-Encoding %p allows gzip: %p', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('compares ETags weakly, and * matches any', () => {
    expect(isFresh({ 'if-none-match': '"abc"' }, 'W/"abc"')).toBe(true);
    expect(isFresh({ 'if-none-match': '*' }, 'W/"abc"')).toBe(true);
    expect(isFresh({ 'if-none-match': 'W/"abcd"' }, 'W/"abc"')).toBe(false);
    expect(isFresh({}, 'W/"abc"')).toBe(false);
    expect(isFresh({ 'if-none-match': 'W/"abc"', 'cache-control': 'max-age=0, no-cache' }, 'W/"abc"')).toBe(false);
  });
});
