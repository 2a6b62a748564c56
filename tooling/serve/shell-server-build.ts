// The contract between the shell's server build (shell/dist/server/server.js) and the process that serves the site
// (tooling/serve): what it exports and what each export takes and answers. Types only, declared here by the side that
// calls it; the shell imports it as `@gadgets/tooling/shell-server-build` (its server/index.ts, render-page.tsx,
// preload-modules.ts), so both sides are checked against one declaration and tooling reads none of the shell's files.
import type { Writable } from 'node:stream';

export interface RenderPageOptions {
  /** The page's absolute URL as the visitor asked for it. */
  url: string;
  /**
   * The site's own address (SITE_URL), for the absolute URLs a page names: share images and its canonical link.
   * Without it the request's origin is used, which a forged Host header controls.
   */
  siteUrl?: string;
  /** The browser build's index.html: the page is rendered into its #root. */
  template: string;
  /** Where the server asks the API, e.g. http://127.0.0.1:4000/graphql. */
  graphqlUrl: string;
  /**
   * Headers every call of this render to the API carries: the visitor request's X-Request-Id (and its W3C
   * `traceparent`, when it came with one), so the API's log lines and spans name the page request that caused them.
   */
  apiHeaders?: Record<string, string>;
  /** remotes.json as deployed: the section registry (`{ sections: [...] }`), URLs relative to the page allowed. */
  sections: unknown;
  /** Each section's current build (by name), so a redeployed remote is loaded afresh. */
  remoteBuilds?: Record<string, string>;
  /** Sections whose remotes are not answering: left to the browser at once instead of waited for. */
  unavailableSections?: string[];
  /** What each section's manifest says it was built with, so a remote the shell cannot serve is not loaded. */
  remoteShared?: Record<string, { name: string; version: string }[]>;
  /** The response's CSP nonce, for the inline scripts React writes for parts rendered in the browser. */
  nonce?: string;
  /**
   * How long the page may wait for its data and remotes before the status line must go out. Parts not ready
   * by then are rendered in the browser instead (React's client-rendered boundaries).
   */
  deadlineMs?: number;
  onError?: (error: unknown) => void;
}

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; pipe: (destination: Writable) => void };

export interface PreloadOptions {
  /** Where relative addresses in the remote map point (the server's own origin). */
  baseUrl: string;
  /** remotes.json as deployed. */
  sections: unknown;
  remoteBuilds?: Record<string, string>;
  remoteShared?: Record<string, { name: string; version: string }[]>;
  /** Sections whose remotes did not answer: loaded later, by the first page that needs them. */
  unavailableSections?: string[];
}

/** What dist/server/server.js exports (server/index.ts). */
export interface ShellServerBuild {
  /** Renders one page of the site, remotes included (render-page.tsx). */
  renderPage(options: RenderPageOptions): Promise<RenderedPage>;
  /** Loads every module a page can need in one fixed order; the names of the remotes that failed (preload-modules.ts). */
  preloadModules(options: PreloadOptions): Promise<string[]>;
  /** The paths of the shell's own pages, from its route table (sections' paths aside). */
  pagePaths(): Promise<string[]>;
}
