import { SECTION_TABLE, type CatalogueSectionName, type SectionName } from '../sections/section-table';

/** The landing page of a section: `/laptop`, or the PC builder for `desktop`. */
export function sectionUrl(section: SectionName): string {
  return SECTION_TABLE[section].home;
}

/** A brand's URL slug as the spec defines it: the name lower-cased with spaces removed (`Royal Enfield` -> `royalenfield`). */
export function companyPathOf(companyName: string): string {
  return companyName.toLowerCase().replace(/\s+/g, '');
}

/** `/laptop/dell`: a brand page. Segments are encoded, so any slug the API sends is a safe link. */
export function brandUrl(section: CatalogueSectionName, companyPath: string): string {
  return `/${section}/${encodeURIComponent(companyPath)}`;
}

/** `/laptop/dell/xps-13-9350`: a model page. */
export function modelUrl(section: CatalogueSectionName, companyPath: string, modelPath: string): string {
  return `${brandUrl(section, companyPath)}/${encodeURIComponent(modelPath)}`;
}
