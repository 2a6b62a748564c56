import { useEffect } from 'react';
import { usePageResponse } from '../server/page-response';
import { useMarkPageInteractive } from './page-interactive';
import { SITE_DESCRIPTION, SITE_NAME, type PageMeta } from './page-meta';

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
