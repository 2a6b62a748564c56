// The shell's server build: what the site's server renders pages with (see tooling/serve/server-render.ts).
// Like the browser's index.ts, an async boundary: federation negotiates the shared singletons first.
import type { RenderedPage, RenderPageOptions } from './render-page';

export type { RenderedPage, RenderPageOptions };

export const renderPage = async (options: RenderPageOptions): Promise<RenderedPage> =>
  (await import('./render-page')).renderPage(options);
