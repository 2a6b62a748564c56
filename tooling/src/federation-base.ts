import { resolve } from 'node:path';
import { sharedSingletons } from './shared-singletons';
import type { RuntimePlugin, WebpackOptions } from './webpack-options';

/**
 * The runtime plugins every server build runs before its package's own: Node's script loading, then each container
 * fetching its chunks from its own folder (runtime-plugins/own-public-path.ts).
 */
const SERVER_RUNTIME_PLUGINS = [
  require.resolve('@module-federation/node/runtimePlugin'),
  require.resolve('./runtime-plugins/own-public-path'),
];

/** What a package offers and shares, the same in its browser and its server build. */
export function federationBase(options: WebpackOptions, target: 'browser' | 'server') {
  return {
    name: options.federation.name,
    filename: 'remoteEntry.js',
    exposes: options.federation.exposes ?? {},
    remotes: {},
    shared: sharedSingletons(options.packageDir, target, options.federation.declaredVersions),
    runtimePlugins: [...(target === 'server' ? SERVER_RUNTIME_PLUGINS : []), ...packageRuntimePlugins(options, target)],
    // The shell's view of each remote is typed by the contract in shared-ui (remote-contract.ts).
    dts: false,
  };
}

/** The package's own runtime plugins (module-federation.config.ts), their paths made absolute. */
function packageRuntimePlugins(options: WebpackOptions, target: 'browser' | 'server'): RuntimePlugin[] {
  // The federation plugin resolves a relative path against the working directory, not the package.
  return (options.federation.runtimePlugins?.[target] ?? []).map((plugin) =>
    typeof plugin === 'string'
      ? resolve(options.packageDir, plugin)
      : [resolve(options.packageDir, plugin[0]), plugin[1]],
  );
}
