import { join } from 'node:path';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { WebpackOptions } from './webpack-options';
import { federationBase } from './federation-base';
import { reactRouterBuild } from './react-router-build';
import { typescriptRule } from './typescript-rule';

/** Where a package's server build goes, and the URL path it is served under beside the browser build. */
export const SERVER_BUILD_DIR = 'server';

/**
 * The build the shell's server renders pages with. Every package emits one beside its browser build:
 * the same exposes and the same singletons, for Node. The shell's server loads a remote's server
 * container over HTTP at run time (`<remote origin>/server/remoteEntry.js`, found from remotes.json),
 * so a redeployed remote is rendered on the server without rebuilding the shell.
 */
export function createServerWebpackConfig(options: WebpackOptions): Configuration {
  return {
    name: 'server',
    mode: 'production',
    context: options.packageDir,
    target: 'async-node',
    entry: options.serverEntry ? { server: options.serverEntry } : {},
    devtool: false,
    output: {
      path: join(options.packageDir, 'dist', SERVER_BUILD_DIR),
      // Set at run time to the folder the remote's entry was loaded from (runtime-plugins/own-public-path.ts).
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: `${options.federation.name}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: reactRouterBuild('production') },
    module: { rules: [typescriptRule(true, 'es2022'), { test: /\.svg$/, type: 'asset/resource' }] },
    // Readable stack traces on the server matter more than bytes.
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        ...federationBase(options, 'server'),
        library: { type: 'commonjs-module', name: options.federation.name },
        remoteType: 'script',
        manifest: false,
      }),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    ],
  };
}
