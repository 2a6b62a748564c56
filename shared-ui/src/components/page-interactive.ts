import { useEffect } from 'react';

/**
 * The site's pages are served as `<html data-page-pending>`; once a page's own code has run in the browser the
 * attribute goes and `data-page-interactive` is set. Until then a server-rendered page is only HTML, and a click
 * or a keystroke on it is lost. Monitoring and the browser tests wait for it.
 */
export function useMarkPageInteractive(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.removeAttribute('data-page-pending');
    root.setAttribute('data-page-interactive', '');
  }, []);
}
