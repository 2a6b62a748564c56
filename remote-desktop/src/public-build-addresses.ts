// The addresses of published builds, for every page that links to them (the builder's saved builds too), and the key
// their comment threads go by.
import { DESKTOP_SECTION } from './desktop-section';

/** The gallery of public builds; one build's page is /desktop/builds/<id>. */
export const PUBLIC_BUILDS_PATH = `${DESKTOP_SECTION.basePath}/builds`;

export const publicBuildPath = (id: string) => `${PUBLIC_BUILDS_PATH}/${encodeURIComponent(id)}`;

/**
 * A public build's comments: the thread of its page's address (the API takes this key for published builds only, and
 * a reply's notification links to the page).
 */
export const publicBuildThread = (id: string) => ({ category: 'desktop', brand: 'builds', path: id });

/** The builder with these catalogue parts chosen (its `?parts=` address), to start from a published build. */
export const builderPathWith = (partIds: readonly string[]) =>
  `${DESKTOP_SECTION.basePath}/custom-pc-build${partIds.length > 0 ? `?parts=${partIds.map(encodeURIComponent).join(',')}` : ''}`;
