// What a package tells the config factory about itself (from its webpack.config.ts and module-federation.config.ts),
// read by the browser build, the server build and the federation options they share.

/**
 * A federation runtime plugin: its module (relative to the package; its default export makes the plugin) and,
 * optionally, the options that export is called with (JSON, fixed at build time).
 */
export type RuntimePlugin = string | [path: string, options: Record<string, unknown>];

export interface FederationOptions {
  /** Container name: a valid JavaScript identifier, `gadgets_<section>`. */
  name: string;
  /** What a remote offers to the shell and to integrators; empty for the shell. */
  exposes?: Record<string, string>;
  /**
   * Declares shared packages at other versions than the installed ones (package name -> version), as a build
   * against them would: the version-skew tests build such remotes. Not for a real remote.
   */
  declaredVersions?: Record<string, string>;
  /** The package's own runtime plugins, for its browser build and its server build. */
  runtimePlugins?: Partial<Record<'browser' | 'server', RuntimePlugin[]>>;
}

export interface WebpackOptions {
  packageDir: string;
  title: string;
  port: number;
  federation: FederationOptions;
  /** The shell is served from the site root; remotes resolve their chunks from wherever remoteEntry.js lives. */
  publicPath?: string;
  /** Extra files written into dist as they are, e.g. the shell's default remotes.json. */
  emitFiles?: Record<string, string>;
  /** The server build's own entry (the shell's page renderer); remotes' server builds are only their container. */
  serverEntry?: string;
}
