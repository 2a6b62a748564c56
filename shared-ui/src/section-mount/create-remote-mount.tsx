import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { SectionApp } from './section-app';
import type { RemoteMount, SectionIdentity } from '@gadgets/shared-ui';

/**
 * Builds a remote's `mount(element, options) -> unmount` for pages that are not ours (and maybe not React): such
 * pages get anonymous API access only, whatever the options say.
 */
export function createRemoteMount(section: SectionIdentity, SectionRoutes: ComponentType): RemoteMount {
  return (element, options = {}) => {
    if (!(element instanceof HTMLElement))
      throw new TypeError(`mount() needs a DOM element to render the ${section.title} section into`);
    const root = createRoot(element);
    root.render(
      <SectionApp {...options} section={section} SectionRoutes={SectionRoutes} ownsDocument={false} anonymous />,
    );
    let mounted = true;
    return () => {
      if (!mounted) return;
      mounted = false;
      root.unmount();
    };
  };
}

/** A remote alone on its own origin: the whole document, the browser's address bar. */
export function startStandaloneSection(section: SectionIdentity, SectionRoutes: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <SectionApp section={section} SectionRoutes={SectionRoutes} ownsDocument routing="browser" />,
  );
}
