import type { ComponentType } from 'react';
import type { ColorMode } from '../theme/design-tokens';

/** Who a remote is when it runs outside the shell (alone on its origin, or mounted by an integrator); a section
 * descriptor (widgets/section) is one. */
export interface SectionIdentity {
  /** The section's name and first path segment, e.g. `bike`. */
  section: string;
  /** Named in the section's error message, e.g. "Bikes". */
  title: string;
}

/** `./routes`: what the shell renders under `/<section>/*`. */
export interface RemoteRoutesModule {
  default: ComponentType;
  /**
   * Loads the pages the routes load on demand, always in the same order: the shell's server calls it before its first
   * page, as it loads its own (styles come out the same in every server process; see shell/src/server/preload-modules.ts).
   */
  preloadRouteModules?: () => Promise<void>;
}

export interface RemoteMountOptions {
  /** Where the section lives in the host page's URL when `routing` is `browser` (default `/`). */
  basename?: string;
  /** The GraphQL endpoint; absolute when the host page is not on our origin. Default `/graphql`. */
  graphqlUrl?: string;
  /** Forces light or dark; default follows the visitor's stored choice or system preference. */
  theme?: ColorMode;
  /** `memory` (default) keeps navigation inside the widget; `browser` uses the page's address bar. */
  routing?: 'memory' | 'browser';
  /** The first path shown, e.g. `/bike/honda`; default the section's home. */
  initialPath?: string;
}

export type RemoteUnmount = () => void;
export type RemoteMount = (element: HTMLElement, options?: RemoteMountOptions) => RemoteUnmount;

/** `./mount`: framework-agnostic embedding for integrators. */
export interface RemoteMountModule {
  mount: RemoteMount;
}
