/**
 * A seeded PGlite data folder without the write-ahead log it no longer needs. Seeding writes ~120 MB of WAL that PGlite
 * keeps (as recycled segments), half of the template every test server loads. After a checkpoint only the segments
 * from the checkpoint's redo point to the current insert point are read at start; the others are left out of the tar
 * (PostgreSQL makes new segments as it needs them).
 */
const BLOCK = 512;
const SEGMENT = /(^|\/)pg_wal\/([0-9A-F]{24})$/;

const text = (bytes: Uint8Array, start: number, length: number) => {
  const field = bytes.subarray(start, start + length);
  const end = field.indexOf(0);
  return new TextDecoder().decode(end === -1 ? field : field.subarray(0, end));
};

/** The path of a tar entry (ustar: prefix and name). */
function entryPath(header: Uint8Array): string {
  const name = text(header, 0, 100);
  const prefix = text(header, 257, 6).startsWith('ustar') ? text(header, 345, 155) : '';
  return prefix ? `${prefix}/${name}` : name;
}

/** The tar without the WAL segments outside [first, last] (segment file names, which sort in WAL order). */
export function withoutWalOutside(tar: Uint8Array, first: string, last: string): Uint8Array<ArrayBuffer> {
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = parseInt(text(header, 124, 12).trim() || '0', 8);
    const length = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const segment = SEGMENT.exec(entryPath(header))?.[2];
    if (!segment || (segment >= first && segment <= last)) kept.push(tar.subarray(offset, offset + length));
    offset += length;
  }
  kept.push(new Uint8Array(BLOCK * 2));
  const out = new Uint8Array(new ArrayBuffer(kept.reduce((sum, part) => sum + part.length, 0)));
  let at = 0;
  for (const part of kept) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
