// What a page says about itself (title, description, share image), and its HTML head as the server writes it. Read by
// usePageMeta in the browser and by the server's page response; it imports neither.

export const SITE_NAME = 'Gadgets';
export const SITE_DESCRIPTION = 'Specifications and comparisons of phones, laptops and bikes, and a custom PC builder.';

export interface PageMeta {
  /** What the page is about, e.g. 'Galaxy S25 Ultra specs'; the site name is added. */
  title: string;
  /** One or two sentences for search results and share cards; the site's own when absent. */
  description?: string;
  /** A share-card image (root-relative media path or absolute URL), for model pages. */
  image?: string | null;
}

/**
 * The head tags of a server-rendered page, values escaped. `siteOrigin` is the site's configured address, never the
 * request's Host header (a forged Host must not reach share images or the canonical link); `canonicalPath` names the
 * page itself.
 */
export function pageHeadOf(
  { title, description, image }: PageMeta,
  siteOrigin: string,
  canonicalPath?: string,
): string {
  const fullTitle = `${title} · ${SITE_NAME}`;
  const summary = description ?? SITE_DESCRIPTION;
  const tags = [
    `<title>${escapeHtml(fullTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(summary)}" />`,
    `<meta property="og:title" content="${escapeHtml(fullTitle)}" />`,
    `<meta property="og:description" content="${escapeHtml(summary)}" />`,
    `<meta property="og:type" content="${image ? 'product' : 'website'}" />`,
  ];
  if (image) tags.push(`<meta property="og:image" content="${escapeHtml(new URL(image, siteOrigin).href)}" />`);
  if (canonicalPath)
    tags.push(`<link rel="canonical" href="${escapeHtml(new URL(canonicalPath, siteOrigin).href)}" />`);
  return tags.join('\n    ');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
