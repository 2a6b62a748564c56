import type { Section } from '../remote/remote-contract';

/** The sections whose pages are brands and models. */
export type CatalogueSection = Exclude<Section, 'desktop'>;

const SECTION_HOME: Record<Section, string> = {
  mobile: '/mobile',
  laptop: '/laptop',
  bike: '/bike',
  desktop: '/desktop/custom-pc-build',
};

/** The landing page of a section: `/laptop`, or the PC builder for `desktop`. */
export function sectionUrl(section: Section): string {
  return SECTION_HOME[section];
}

/** A brand's URL slug as the spec defines it: the name lower-cased with spaces removed (`Royal Enfield` -> `royalenfield`). */
export function companyPathOf(companyName: string): string {
  return companyName.toLowerCase().replace(/\s+/g, '');
}

/** `/laptop/dell`: a brand page. Segments are encoded, so any slug the API sends is a safe link. */
export function brandUrl(section: CatalogueSection, companyPath: string): string {
  return `/${section}/${encodeURIComponent(companyPath)}`;
}

/** `/laptop/dell/xps-13-9350`: a model page. */
export function modelUrl(section: CatalogueSection, companyPath: string, modelPath: string): string {
  return `${brandUrl(section, companyPath)}/${encodeURIComponent(modelPath)}`;
}
