// The shell's server build: what the site's server renders pages with (see tooling/serve/server-render.ts), typed by
// the serving process's contract (@gadgets/tooling/shell-server-build). Like the browser's index.ts, an async
// boundary: federation negotiates the shared singletons first.
import type { ShellServerBuild } from '@gadgets/tooling/shell-server-build';

export type { ShellServerBuild };

const serverBuild: ShellServerBuild = {
  renderPage: async (options) => (await import('./render-page')).renderPage(options),
  /** Every module a page can need, loaded in one fixed order (the renderer first); see preload-modules.ts. */
  preloadModules: async (options) => {
    await import('./render-page');
    return (await import('./preload-modules')).preloadModules(options);
  },
  pagePaths: async () => (await import('./page-paths')).shellPagePaths(),
};

export const { renderPage, preloadModules, pagePaths } = serverBuild;
