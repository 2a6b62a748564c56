import { useEffect } from 'react';
import { usePageResponse } from '../server/page-response';
import { useMarkPageInteractive } from './page-interactive';

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

function setMeta(attribute: 'name' | 'property', key: string, content: string | null | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * The document title, description and Open Graph share card of a page. Applied in an effect, so rendering stays
 * free of `document`; on the server the same values go into the HTML head (see pageHeadOf).
 */
export function usePageMeta({ title, description, image }: PageMeta): void {
  // On the server the innermost page renders last, so its head is the one the HTML gets.
  const response = usePageResponse();
  if (response) response.meta = { title, description, image };
  useMarkPageInteractive();
  useEffect(() => {
    const fullTitle = `${title} · ${SITE_NAME}`;
    document.title = fullTitle;
    setMeta('name', 'description', description ?? SITE_DESCRIPTION);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description ?? SITE_DESCRIPTION);
    setMeta('property', 'og:type', image ? 'product' : 'website');
    setMeta('property', 'og:image', image ? new URL(image, window.location.origin).href : null);
  }, [title, description, image]);
}

/** The head elements of a page as HTML, for the server's response; values are escaped. */
/**
 * The head tags of a server-rendered page. `siteOrigin` is the site's configured address, never the request's Host
 * header (a forged Host must not reach share images or the canonical link); `canonicalPath` names the page itself.
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
