/**
 * The site's icon and web app manifest, written into every package's dist/ so the site and each remote on its own
 * origin (3000-3004) answer /favicon.svg, /favicon.ico and /manifest.webmanifest instead of a 404. Drawn here, not fetched.
 */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#0f172a"/>
  <rect x="14" y="10" width="22" height="38" rx="4" fill="none" stroke="#38bdf8" stroke-width="4"/>
  <rect x="30" y="26" width="22" height="16" rx="2" fill="#0f172a" stroke="#f8fafc" stroke-width="4"/>
  <path d="M26 54h30" stroke="#f8fafc" stroke-width="4" stroke-linecap="round"/>
</svg>
`;

export function webManifest(title: string): string {
  return `${JSON.stringify(
    {
      name: title,
      short_name: 'Gadgets',
      description: 'Specifications and comparisons of phones, laptops and bikes, and a custom PC builder.',
      start_url: '/',
      display: 'standalone',
      background_color: '#0f172a',
      theme_color: '#0f172a',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
    null,
    2,
  )}\n`;
}

/** The head links every page carries for them. */
export const ICON_LINKS = `<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="manifest" href="/manifest.webmanifest" />`;

type Rgba = readonly [number, number, number, number];
const NAVY: Rgba = [0x0f, 0x17, 0x2a, 255];
const SKY: Rgba = [0x38, 0xbd, 0xf8, 255];
const WHITE: Rgba = [0xf8, 0xfa, 0xfc, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

/** Inside an axis-aligned box, in the SVG's 64-unit space. */
const inBox = (x: number, y: number, left: number, top: number, right: number, bottom: number) =>
  x >= left && x <= right && y >= top && y <= bottom;
/** On the outline (stroke width 4, centred on the edge) of a box. */
const onOutline = (x: number, y: number, left: number, top: number, right: number, bottom: number) =>
  inBox(x, y, left - 2, top - 2, right + 2, bottom + 2) && !inBox(x, y, left + 2, top + 2, right - 2, bottom - 2);

/** The colour of FAVICON_SVG at a point (the same shapes, drawn in the same order). */
function iconColourAt(x: number, y: number): Rgba {
  const corner = 14;
  const cornerX = Math.min(x, 64 - x);
  const cornerY = Math.min(y, 64 - y);
  if (cornerX < corner && cornerY < corner && Math.hypot(corner - cornerX, corner - cornerY) > corner) return CLEAR;
  if (onOutline(x, y, 30, 26, 52, 42)) return WHITE;
  if (inBox(x, y, 30, 26, 52, 42)) return NAVY;
  if (onOutline(x, y, 14, 10, 36, 48)) return SKY;
  if (inBox(x, y, 24, 52, 58, 56)) return WHITE;
  return NAVY;
}

/**
 * FAVICON_SVG as a 32×32 `favicon.ico` (one 32-bit bitmap), for the browsers and crawlers that ask every origin for
 * /favicon.ico whatever the page links.
 */
export function faviconIco(size = 32): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const [red, green, blue, alpha] = iconColourAt(((column + 0.5) * 64) / size, ((row + 0.5) * 64) / size);
      // Bitmaps are stored bottom row first, in BGRA order.
      pixels.set([blue, green, red, alpha], ((size - 1 - row) * size + column) * 4);
    }
  }
  const mask = Buffer.alloc(size * Math.ceil(size / 32) * 4); // all visible: alpha decides
  const bitmap = Buffer.alloc(40);
  bitmap.writeUInt32LE(40, 0); // header size
  bitmap.writeInt32LE(size, 4);
  bitmap.writeInt32LE(size * 2, 8); // colour and mask stacked
  bitmap.writeUInt16LE(1, 12); // planes
  bitmap.writeUInt16LE(32, 14); // bits per pixel
  bitmap.writeUInt32LE(pixels.length + mask.length, 20);
  const image = Buffer.concat([bitmap, pixels, mask]);
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, image]);
}
