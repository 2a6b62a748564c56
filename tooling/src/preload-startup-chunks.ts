import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler, Module } from 'webpack';

const PLUGIN_NAME = 'PreloadStartupChunksPlugin';
const PAGE_ENTRY = 'main';

/**
 * Adds `<link rel="preload" as="script">` to the page for the chunks every start needs after `main`: the async
 * boundary (`import('./bootstrap')`) and the shared singletons this build provides. Without the hints the browser
 * learns of them only once `main` has run, a round trip later. Only this build's own files are hinted, from its
 * own origin: a remote's files are never preloaded, so a remote that is down costs nothing here.
 */
export class PreloadStartupChunksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN_NAME, (tags) => {
        const preloads = startupChunkFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${tags.publicPath}${file}` }),
        );
        return { ...tags, headTags: [...tags.headTags, ...preloads] };
      });
    });
  }
}

/** The JavaScript files of the chunk groups started by an entry module or by a provided shared module. */
export function startupChunkFiles(compilation: Compilation): string[] {
  const entryChunks = new Set(Array.from(compilation.entrypoints.values()).flatMap((entrypoint) => entrypoint.chunks));
  // The page's entry only: the remote entry (remoteEntry.js) is for hosts, not for this page.
  const entryModules = new Set<Module>();
  for (const dependency of compilation.entries.get(PAGE_ENTRY)?.dependencies ?? []) {
    const module = compilation.moduleGraph.getModule(dependency);
    if (module) entryModules.add(module);
  }
  const startsAtStartup = (module: Module | null) =>
    module !== null && (entryModules.has(module) || module.constructor.name === 'ProvideSharedModule');

  const files = new Set<string>();
  for (const group of compilation.chunkGroups) {
    if (group.isInitial() || !group.origins.some((origin) => startsAtStartup(origin.module))) continue;
    for (const chunk of group.chunks) {
      if (entryChunks.has(chunk)) continue;
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
  }
  return [...files].sort();
}
