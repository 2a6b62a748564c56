import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync } from 'node:zlib';
import { pageBodyOf, preparePageBody } from '../page-body.ts';
import type { CachedPage } from '../render-cache.ts';

const PLACEHOLDER = 'f00dfeedf00dfeedf00dfeedf00dfeed';
const page = (nonce: string) =>
  `<!doctype html><html><head><script nonce="${nonce}" src="/main.js"></script></head><body>` +
  `<main>${'<p>Pixel 9 Pro: 6.3" OLED, 120 Hz — £999</p>'.repeat(200)}</main>` +
  `<script nonce="${nonce}">window.__DATA__ = {"name":"Pixel 9 Pro","price":"£999"}</script></body></html>`;

describe('a kept page made ready to send', () => {
  const body = preparePageBody(page(PLACEHOLDER), PLACEHOLDER);

  it('puts the response nonce in every place of the placeholder', () => {
    expect(body.plain('bm9uY2Utb25l').toString('utf8')).toBe(page('bm9uY2Utb25l'));
    expect(body.plain('other+nonce/==').toString('utf8')).toBe(page('other+nonce/=='));
  });

  it('gzips to the same bytes, whatever the nonce, and smaller than the page', () => {
    for (let round = 0; round < 20; round += 1) {
      const nonce = randomBytes(16).toString('base64');
      const gzipped = body.gzip(nonce);
      // gunzip checks the CRC-32 and the length in the trailer.
      expect(gunzipSync(gzipped).toString('utf8')).toBe(page(nonce));
      expect(gzipped.length).toBeLessThan(Buffer.byteLength(page(nonce)) / 4);
    }
  });

  it('writes the trailer CRC-32 of the whole page', () => {
    const nonce = 'Q2hlY2tpbmcgdGhlIENSQw==';
    const gzipped = body.gzip(nonce);
    expect(gzipped.readUInt32LE(gzipped.length - 8)).toBe(crc32(Buffer.from(page(nonce))));
  });

  it('handles a page without a placeholder, one at either end, and an empty page', () => {
    for (const html of ['<p>no scripts</p>', `${PLACEHOLDER}<p>x</p>${PLACEHOLDER}`, '']) {
      const prepared = preparePageBody(html, PLACEHOLDER);
      const expected = html.split(PLACEHOLDER).join('nonce');
      expect(prepared.plain('nonce').toString()).toBe(expected);
      expect(gunzipSync(prepared.gzip('nonce')).toString()).toBe(expected);
    }
  });

  it('is prepared once per kept page', () => {
    const kept: CachedPage = {
      status: 200,
      html: page(PLACEHOLDER),
      noncePlaceholder: PLACEHOLDER,
      etag: 'W/"x"',
      degraded: false,
    };
    expect(pageBodyOf(kept)).toBe(pageBodyOf(kept));
    expect(pageBodyOf({ ...kept })).not.toBe(pageBodyOf(kept));
  });
});
