import { join } from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import webpack from 'webpack';

/** The page's one React Refresh runtime (see that file's comment). */
const PAGE_REFRESH_RUNTIME = join(__dirname, '..', 'browser', 'react-refresh-runtime.mjs');
/** How the refresh plugin and its loader ask for React Refresh's runtime: by name, and by its resolved file. */
const REFRESH_RUNTIME_REQUEST = /^react-refresh\/runtime$|[\\/]react-refresh[\\/]runtime\.js$/;

/**
 * The dev server's hot reload of React components (Fast Refresh): an edited component is swapped in the open page,
 * state kept, with no reload. A remote's components live in the shell's React tree, so every bundle on the page
 * (the shell's and each remote's) registers with one refresh runtime, the page's (browser/react-refresh-runtime.mjs).
 * The swc transform's half is `typescriptRule`'s `refresh`.
 */
export function hotReloadPlugins(): webpack.WebpackPluginInstance[] {
  return [
    new ReactRefreshPlugin({ overlay: false, exclude: [/node_modules/, PAGE_REFRESH_RUNTIME] }),
    new webpack.NormalModuleReplacementPlugin(REFRESH_RUNTIME_REQUEST, (resolveData: webpack.ResolveData) => {
      if (resolveData.contextInfo.issuer !== PAGE_REFRESH_RUNTIME) resolveData.request = PAGE_REFRESH_RUNTIME;
    }),
  ];
}
