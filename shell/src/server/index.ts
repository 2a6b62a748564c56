// The shell's server build: what the site's server renders pages with (see tooling/serve/server-render.ts).
// Like the browser's index.ts, an async boundary: federation negotiates the shared singletons first.
import type { PreloadOptions } from './preload-modules';
import type { RenderedPage, RenderPageOptions } from './render-page';

export type { PreloadOptions, RenderedPage, RenderPageOptions };

export const renderPage = async (options: RenderPageOptions): Promise<RenderedPage> =>
  (await import('./render-page')).renderPage(options);

/** Every module a page can need, loaded in one fixed order (the renderer first); see preload-modules.ts. */
export const preloadModules = async (options: PreloadOptions): Promise<string[]> => {
  await import('./render-page');
  return (await import('./preload-modules')).preloadModules(options);
};
