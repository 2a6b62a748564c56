// The section names alone, importing nothing, so that the browser tests (e2e) can name a section as the site does.

/**
 * The sections this code base builds (one remote each). A deployment may add others through the run-time registry
 * (remote/section-registry.ts), but only these have shared widgets, addresses and store slices of their own.
 */
export const SECTION_NAMES = ['mobile', 'laptop', 'bike', 'desktop'] as const;

/** One of the built sections: its registry name and first path segment. */
export type SectionName = (typeof SECTION_NAMES)[number];

/** The sections whose catalogue is brands and models (the desktop section's is PC parts). */
export type CatalogueSectionName = Exclude<SectionName, 'desktop'>;

/** The sections whose models can be put side by side on a comparison page. */
export type ComparableSectionName = Exclude<CatalogueSectionName, 'bike'>;
