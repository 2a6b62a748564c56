export { createWebpackConfig } from './create-webpack-config';
export type { FederationOptions, RuntimePlugin, WebpackOptions } from './webpack-options';
export { sharedSingletons, SINGLETON_PACKAGES } from './shared-singletons';
export { SITE_PORTS, apiOrigin } from './ports';
