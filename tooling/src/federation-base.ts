import type { WebpackOptions } from './webpack-options';
import { sharedSingletons } from './shared-singletons';

/** What a package offers and shares, the same in its browser and its server build. */
export function federationBase(options: WebpackOptions, target: 'browser' | 'server') {
  return {
    name: options.federation.name,
    filename: 'remoteEntry.js',
    exposes: options.federation.exposes ?? {},
    remotes: {},
    shared: sharedSingletons(options.packageDir, target, options.federation.declaredVersions),
    // The shell's view of each remote is typed by the contract in shared-ui (remote-contract.ts).
    dts: false,
  };
}
