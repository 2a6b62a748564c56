// A kept page made ready to send once, so each response costs what a static file costs: its HTML as bytes cut
// around the nonce placeholder, and a gzip of those pieces made once. A response joins the pieces around its own
// nonce, plain or gzipped, without scanning or compressing the page again.
//
// The gzip body is valid DEFLATE put together per response: each piece is compressed on its own (no back-reference
// crosses a nonce) and ends on a byte boundary (a sync flush), the nonce goes between them as a stored (uncompressed)
// block, the last piece closes the stream. The CRC-32 of the whole is combined from the pieces' CRCs (zlib's
// crc32_combine), so nothing is read twice. The nonce, never compressed, gives no compression oracle either.
import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { CachedPage } from './render-cache.ts';

export interface PageBody {
  /** The HTML with `nonce` in every place of the placeholder. */
  plain(nonce: string): Buffer;
  /** The same bytes as a gzip member. */
  gzip(nonce: string): Buffer;
  /** plain's bytes in the pieces they are made of, nothing copied: a response writes them one after another. */
  plainParts(nonce: string): Buffer[];
  /** gzip's bytes in pieces, likewise. */
  gzipParts(nonce: string): Buffer[];
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** Stored blocks hold at most this many bytes; a nonce is far shorter. */
const MAX_STORED = 0xffff;

const bodies = new WeakMap<CachedPage, PageBody>();

/** The body of a kept page, prepared on its first response and reused while the page is kept. */
export function pageBodyOf(page: CachedPage): PageBody {
  let body = bodies.get(page);
  if (!body) {
    body = preparePageBody(page.html, page.noncePlaceholder);
    bodies.set(page, body);
  }
  return body;
}

export function preparePageBody(html: string, noncePlaceholder: string): PageBody {
  const pieces = html.split(noncePlaceholder).map((text) => Buffer.from(text, 'utf8'));
  const last = pieces.length - 1;
  // Compressed on the first gzip answer: a page sent only plain (or once, uncached) never pays for it.
  let deflated: Buffer[] | undefined;
  const crcs = pieces.map((piece) => crc32(piece));
  const shifts = pieces.map((piece) => crc32Shift(piece.length));
  const plainLength = pieces.reduce((sum, piece) => sum + piece.length, 0);
  const body: PageBody = {
    plainParts(nonce) {
      return interleave(pieces, Buffer.from(nonce, 'latin1'));
    },
    plain(nonce) {
      const nonceBytes = Buffer.from(nonce, 'latin1');
      return Buffer.concat(interleave(pieces, nonceBytes), plainLength + last * nonceBytes.length);
    },
    gzipParts(nonce) {
      const nonceBytes = Buffer.from(nonce, 'latin1');
      if (nonceBytes.length > MAX_STORED) throw new RangeError('nonce too long for one stored block');
      let crc = crcs[0]!;
      for (let index = 1; index <= last; index += 1) {
        crc = crc32(nonceBytes, crc);
        crc = (multiplyModP(shifts[index]!, crc) ^ crcs[index]!) >>> 0;
      }
      const length = plainLength + last * nonceBytes.length;
      // The stored block (header and nonce) and the trailer in one small buffer: the nonce is the same each time.
      const own = Buffer.allocUnsafe(5 + nonceBytes.length + 8);
      own[0] = 0; // BFINAL 0, BTYPE 00 (stored), padding: the stream is byte-aligned after a sync flush
      own.writeUInt16LE(nonceBytes.length, 1);
      own.writeUInt16LE(~nonceBytes.length & 0xffff, 3);
      nonceBytes.copy(own, 5);
      const stored = own.subarray(0, 5 + nonceBytes.length);
      const trailer = own.subarray(5 + nonceBytes.length);
      trailer.writeUInt32LE(crc, 0);
      trailer.writeUInt32LE(length % 2 ** 32, 4);
      deflated ??= pieces.map((piece, index) =>
        deflateRawSync(piece, { level: 9, finishFlush: index === last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH }),
      );
      const parts = interleave(deflated, stored);
      parts.unshift(GZIP_HEADER);
      parts.push(trailer);
      return parts;
    },
    gzip(nonce) {
      return Buffer.concat(body.gzipParts(nonce));
    },
  };
  return body;
}

/** pieces[0], between, pieces[1], between, … */
function interleave(pieces: Buffer[], between: Buffer): Buffer[] {
  const out: Buffer[] = [pieces[0]!];
  for (let index = 1; index < pieces.length; index += 1) out.push(between, pieces[index]!);
  return out;
}

// CRC-32 combination (zlib's multmodp / x2nmodp): crc(A + B) = crc(A) * x^(8 * |B|) mod P, xor crc(B).
const CRC_POLY = 0xedb88320;

function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ CRC_POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) mod P for k = 0..31. */
const X_POW_2K = (() => {
  const table = [0x40000000];
  for (let k = 1; k < 32; k += 1) table.push(multiplyModP(table[k - 1]!, table[k - 1]!));
  return table;
})();

/** x^(8 * length) mod P: what crc32_combine multiplies the first CRC by. */
function crc32Shift(length: number): number {
  let power = 0x80000000; // x^0
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k += 1) {
    if (n % 2) power = multiplyModP(X_POW_2K[k % 32]!, power);
  }
  return power;
}
