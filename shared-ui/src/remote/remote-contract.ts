import type { ComponentType } from 'react';
import type { ColorMode } from '../theme/design-tokens';

/** The four category sections; each is a remote with its own deployment. */
export const SECTIONS = ['mobile', 'laptop', 'bike', 'desktop'] as const;
export type Section = (typeof SECTIONS)[number];

export const SECTION_TITLES: Record<Section, string> = {
  mobile: 'Phones',
  laptop: 'Laptops',
  bike: 'Bikes',
  desktop: 'Custom PC',
};

/** Module federation container name of a section's remote. */
export const containerNameOf = (section: Section) => `gadgets_${section}` as const;

/** `./routes`: what the shell renders under `/<section>/*`. */
export interface RemoteRoutesModule {
  default: ComponentType;
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
