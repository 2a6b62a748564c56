import { join } from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { federationBase } from './federation-base';
import { createServerWebpackConfig } from './create-server-webpack-config';
import { startupChunkGroup } from './startup-chunk';
import { hotReloadPlugins } from './hot-reload';
import { reactRouterBuild } from './react-router-build';
import { typescriptRule } from './typescript-rule';
import { apiOrigin } from './ports';
import { EARLY_PAGE_SCRIPT } from './early-page-script';
import { FAVICON_SVG, faviconIco, ICON_LINKS, webManifest } from './site-icons';
import type { FederationOptions, WebpackOptions } from './webpack-options';

interface Env {
  WEBPACK_SERVE?: boolean;
}

type BrowserConfiguration = Configuration & { devServer?: DevServerConfiguration };

/**
 * A production build is two compilations: the browser build in dist/ and the server build in dist/server/
 * (what the shell's server renders with). The dev server builds only for the browser.
 */
export function createWebpackConfig(options: WebpackOptions) {
  return (env: Env, argv: { mode?: Configuration['mode'] }): BrowserConfiguration | Configuration[] => {
    const production = argv.mode !== 'development';
    const browser = createBrowserConfig(options, production, Boolean(env.WEBPACK_SERVE) && !production);
    return env.WEBPACK_SERVE ? browser : [browser, createServerWebpackConfig(options)];
  };
}

function createBrowserConfig(options: WebpackOptions, production: boolean, hotReload: boolean): BrowserConfiguration {
  return {
    mode: production ? 'production' : 'development',
    context: options.packageDir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: join(options.packageDir, 'dist'),
      publicPath: options.publicPath ?? 'auto',
      filename: hashedFileName(production),
      chunkFilename: hashedFileName(production),
      uniqueName: options.federation.name,
      // Named here because the shell relies on it: it clears this array before loading another build of the remote
      // in an open page (shell/src/federation/section-registry.ts, followRemoteMap).
      chunkLoadingGlobal: `webpackChunk${options.federation.name}`,
      // The server build writes dist/server/ in the same run.
      clean: { keep: /^server\// },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: reactRouterBuild(production ? 'production' : 'development'),
    },
    module: {
      rules: [typescriptRule(production, 'es2020', hotReload), { test: /\.svg$/, type: 'asset/resource' }],
    },
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
      splitChunks: production && !isRemote(options.federation) ? { cacheGroups: { startup: startupChunkGroup() } } : {},
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        ...federationBase(options, 'browser'),
        // Load a shared dependency only when a page needs it; version-first would fetch every remote up front.
        shareStrategy: 'loaded-first',
        manifest: true,
        experiments: { optimization: browserRuntimeParts(options.federation) },
      }),
      new HtmlWebpackPlugin({
        title: options.title,
        // The standalone page is served at its origin's root and deep links (/desktop/custom-pc-build) need
        // root-relative script URLs; chunks still resolve from remoteEntry.js's own location.
        publicPath: process.env.STANDALONE_PUBLIC_PATH ?? '/',
        chunks: ['main'],
        templateContent: htmlTemplate(options.title),
      }),
      emitFilesPlugin({
        'favicon.svg': FAVICON_SVG,
        'favicon.ico': faviconIco(),
        'manifest.webmanifest': webManifest(options.title),
        ...options.emitFiles,
      }),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      ...(hotReload ? hotReloadPlugins() : []),
    ],
    devServer: {
      port: options.port,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      // The shell's page (on another port) loads each remote's scripts and opens its hot-update socket; without
      // this, webpack-dev-server refuses that socket ("Invalid Host/Origin header"). Pages on this machine only.
      allowedHosts: ['localhost', '127.0.0.1'],
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/graphql', '/media', '/oauth'], target: apiOrigin(), changeOrigin: false, ws: true }],
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
    },
  };
}

/**
 * The federation runtime's code a browser build never runs is left out of it: loading scripts in Node, and in a
 * remote (which loads no remote of its own) remote loading and manifest snapshots. A remote's remoteEntry.js is
 * downloaded with each section a visitor opens, so this is ~8 KB gzip less per section, ~2 KB less in the shell.
 */
function browserRuntimeParts(federation: FederationOptions) {
  return { target: 'web' as const, disableRemote: isRemote(federation) };
}

const isRemote = (federation: FederationOptions) => Object.keys(federation.exposes ?? {}).length > 0;

function emitFilesPlugin(files: Record<string, string | Buffer>) {
  return {
    apply(compiler: webpack.Compiler) {
      compiler.hooks.thisCompilation.tap('EmitFilesPlugin', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'EmitFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            for (const [name, content] of Object.entries(files))
              compilation.emitAsset(name, new webpack.sources.RawSource(content));
          },
        );
      });
    },
  };
}

/**
 * Content-hashed names in production. The federation runtime asks for a chunk's file name while hashes
 * are still being computed (only to learn its folder), so that one call gets the unhashed name.
 */
function hashedFileName(production: boolean) {
  return (pathData: { chunk?: { contentHash?: Record<string, string> } | unknown }) => {
    const chunk = pathData.chunk as { contentHash?: Record<string, string> } | undefined;
    return production && chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js';
  };
}

/**
 * The page's first script paints the stored colour mode and keeps an early tap (early-page-script.ts).
 * `data-page-pending` stays until the page's code has run (shared-ui's useMarkPageInteractive removes it). */
function htmlTemplate(title: string): string {
  return `<!doctype html>
<html lang="en" data-page-pending>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Specifications and comparisons of phones, laptops and bikes, and a custom PC builder." />
    <meta name="theme-color" content="#0f172a" />
    ${ICON_LINKS}
    <title>${title}</title>
    <script>${EARLY_PAGE_SCRIPT}</script>
  </head>
  <body>
    <noscript>This site needs JavaScript to show specifications.</noscript>
    <div id="root"></div>
  </body>
</html>`;
}
