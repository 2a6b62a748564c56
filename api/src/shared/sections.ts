/**
 * The site's sections as the API names them: the same names as shared-ui's section table (the API cannot import
 * shared-ui; scripts/vocabulary.mjs keeps the two lists equal).
 */
export const SECTION_NAMES = ['mobile', 'laptop', 'bike', 'desktop'] as const;

export type SectionName = (typeof SECTION_NAMES)[number];

/** The sections whose catalogue is brands and models (the desktop section's is PC parts). */
export type CatalogueSectionName = Exclude<SectionName, 'desktop'>;

/** The sections whose models can be put side by side on a comparison page. */
export type ComparableSectionName = Exclude<CatalogueSectionName, 'bike'>;

export function isSectionName(name: unknown): name is SectionName {
  return (SECTION_NAMES as readonly unknown[]).includes(name);
}

export function isCatalogueSectionName(name: unknown): name is CatalogueSectionName {
  return isSectionName(name) && name !== 'desktop';
}
