/**
 * Local SVG drawings for every model image and brand logo. They are drawn from the URL slug, so a seeded
 * `/media/phones/google-pixel-9.svg` always exists and nothing is fetched from the internet; the caption is the name
 * the caller found for it (as its maker writes it, see drawing-captions.ts), else the slug's words.
 */
export const MEDIA_KINDS = ['logos', 'phones', 'laptops', 'bikes', 'devices', 'parts'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const SLUG = /^[a-z0-9][a-z0-9-]{0,120}$/;

function hue(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The caption as given, shortened to fit; a slug without a known name reads as its words, not re-cased. */
function label(slug: string, caption: string | null): string {
  const text = caption ?? slug.split('-').filter(Boolean).join(' ');
  return text.length > 28 ? `${text.slice(0, 27)}…` : text;
}

function svg(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>${body}</svg>`;
}

function textAt(x: number, y: number, text: string, size = 16, fill = '#1f2937'): string {
  return `<text x="${x}" y="${y}" font-family="system-ui, sans-serif" font-size="${size}" font-weight="600" text-anchor="middle" fill="${fill}">${escapeXml(text)}</text>`;
}

/** Where a product drawing's canvas ends and its caption stands. */
interface DrawingSize {
  width: number;
  height: number;
  captionY: number;
  captionSize: number;
}

/**
 * A product's drawing for any slug: a pale backdrop in the slug's hue, the product drawn by `draw` in that hue, and
 * the product's name captioned below it, centred.
 */
function productDrawing(size: DrawingSize, draw: (h: number) => string) {
  return (slug: string, caption: string | null): string => {
    const h = hue(slug);
    const name = label(slug, caption);
    const { width, height } = size;
    return svg(
      width,
      height,
      name,
      `<rect width="${width}" height="${height}" fill="hsl(${h},30%,96%)"/>` +
        draw(h) +
        textAt(width / 2, size.captionY, name, size.captionSize),
    );
  };
}

const phone = productDrawing(
  { width: 240, height: 400, captionY: 335, captionSize: 15 },
  (h) =>
    `<rect x="60" y="40" width="120" height="250" rx="18" fill="hsl(${h},25%,20%)"/>` +
    `<rect x="67" y="52" width="106" height="226" rx="12" fill="hsl(${h},70%,60%)"/>` +
    `<circle cx="120" cy="60" r="4" fill="#111"/>` +
    `<path d="M67 200 Q120 150 173 210 L173 266 Q173 278 161 278 L79 278 Q67 278 67 266Z" fill="hsl(${(h + 40) % 360},70%,45%)" opacity="0.7"/>`,
);

const laptop = productDrawing(
  { width: 400, height: 300, captionY: 265, captionSize: 16 },
  (h) =>
    `<rect x="80" y="50" width="240" height="150" rx="10" fill="hsl(${h},15%,25%)"/>` +
    `<rect x="90" y="60" width="220" height="130" rx="4" fill="hsl(${h},65%,58%)"/>` +
    `<path d="M50 205 H350 L335 225 H65 Z" fill="hsl(${h},10%,70%)"/>` +
    `<rect x="175" y="205" width="50" height="5" rx="2" fill="hsl(${h},10%,55%)"/>`,
);

const bike = productDrawing(
  { width: 400, height: 300, captionY: 270, captionSize: 16 },
  (h) =>
    `<circle cx="110" cy="180" r="45" fill="none" stroke="#222" stroke-width="12"/>` +
    `<circle cx="290" cy="180" r="45" fill="none" stroke="#222" stroke-width="12"/>` +
    `<path d="M110 180 L170 120 L250 120 L290 180" fill="none" stroke="hsl(${h},70%,40%)" stroke-width="10" stroke-linejoin="round"/>` +
    `<path d="M160 112 Q205 80 255 108 L240 128 L170 128Z" fill="hsl(${h},75%,50%)"/>` +
    `<path d="M250 120 L275 85 L300 85" fill="none" stroke="#333" stroke-width="6"/>` +
    `<rect x="170" y="130" width="60" height="35" rx="6" fill="#555"/>`,
);

/** Devices and PC parts: a rounded box with a disc. */
const generic = productDrawing(
  { width: 300, height: 300, captionY: 250, captionSize: 15 },
  (h) =>
    `<rect x="90" y="60" width="120" height="140" rx="20" fill="hsl(${h},60%,50%)"/>` +
    `<circle cx="150" cy="130" r="30" fill="hsl(${h},60%,85%)"/>`,
);

function logo(slug: string, caption: string | null): string {
  const h = hue(slug);
  const name = label(slug, caption).replace(/ /g, ' ');
  const initial = (caption ?? slug)[0]!.toUpperCase();
  return svg(
    160,
    160,
    name,
    `<rect width="160" height="160" rx="24" fill="hsl(${h},60%,45%)"/>` +
      `<circle cx="80" cy="64" r="34" fill="hsl(${h},60%,92%)"/>` +
      textAt(80, 78, initial, 40, `hsl(${h},60%,30%)`) +
      textAt(80, 135, name, 15, '#ffffff'),
  );
}

const DRAW: Record<MediaKind, (slug: string, caption: string | null) => string> = {
  logos: logo,
  phones: phone,
  laptops: laptop,
  bikes: bike,
  devices: generic,
  parts: generic,
};

/** Whether a path is one of the drawings (`/media/<kind>/<slug>.svg`). */
export function isMediaPath(pathname: string): boolean {
  const match = /^\/media\/([a-z-]+)\/([a-z0-9-]+)\.svg$/.exec(pathname);
  return !!match && MEDIA_KINDS.includes(match[1] as MediaKind) && SLUG.test(match[2]!);
}

/** The SVG for `/media/<kind>/<slug>.svg` captioned `caption` (else the slug's words), or null for another path. */
export function renderMedia(pathname: string, caption: string | null = null): string | null {
  if (!isMediaPath(pathname)) return null;
  const [, , kind, slug] = pathname.replace(/\.svg$/, '').split('/') as [string, string, MediaKind, string];
  return DRAW[kind](slug, caption);
}
