import { join } from 'node:path';
import type { RuleSetRule } from 'webpack';

/**
 * styled-components names each component from where it is declared, not from how many were created before it:
 * without this, the id (and so every class name) depends on the order modules load in, which differs between
 * server workers (federation loads remotes in the order pages ask for them) and between server and browser. The
 * plugin hashes the declaring file's source and counts within it, so the browser and the server builds of one file
 * give the same ids, and every worker renders the same HTML (one ETag per page). No display names (class names stay
 * as short as before); the CSS is left as written.
 */
const STYLED_COMPONENTS_PLUGIN: [string, Record<string, unknown>] = [
  require.resolve('@swc/plugin-styled-components'),
  { displayName: false, ssr: true, fileName: false, minify: false, transpileTemplateLiterals: false, pure: false },
];

const PLUGIN_CACHE = join(__dirname, '..', 'node_modules', '.cache', 'swc');

/**
 * TypeScript and JSX through swc, for the browser and the server builds alike. `hotReload` (the dev server) marks
 * components for React Refresh (src/hot-reload.ts).
 */
export function typescriptRule(production: boolean, target: 'es2020' | 'es2022', hotReload = false): RuleSetRule {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production, refresh: hotReload } },
          target,
          // swc keeps compiled plugins here rather than in a .swc/ folder in each package.
          experimental: { plugins: [STYLED_COMPONENTS_PLUGIN], cacheRoot: PLUGIN_CACHE },
        },
      },
    },
  };
}
