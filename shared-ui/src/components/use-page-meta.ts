import { useEffect } from 'react';

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
 * free of `document` (server rendering then puts the same values in the HTML head).
 */
export function usePageMeta({ title, description, image }: PageMeta): void {
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
