import type { SectionIdentity } from '../remote/remote-contract';
import type { AccentName } from '../theme/design-tokens';
import type { ComparableSectionName, SectionName } from './section-names';

export {
  SECTION_NAMES,
  type CatalogueSectionName,
  type ComparableSectionName,
  type SectionName,
} from './section-names';

export interface SectionFacts {
  /** What visitors read in the navigation and the breadcrumb, e.g. 'Phones'. */
  title: string;
  /** Where the section's pages live, e.g. '/mobile'. */
  path: string;
  /** The section's landing page: its path, or a page under it. */
  home: string;
  accent: AccentName;
}

/**
 * Each built section's title, path, home and accent, as the shell's registry (shell/sections.json) declares them; a
 * test keeps the two equal, so a page never disagrees with the navigation that led to it.
 */
export const SECTION_TABLE: Readonly<Record<SectionName, SectionFacts>> = {
  mobile: { title: 'Phones', path: '/mobile', home: '/mobile', accent: 'green' },
  laptop: { title: 'Laptops', path: '/laptop', home: '/laptop', accent: 'blue' },
  bike: { title: 'Bikes', path: '/bike', home: '/bike', accent: 'orange' },
  desktop: { title: 'Custom PC', path: '/desktop', home: '/desktop/custom-pc-build', accent: 'green' },
};

const COMPARABLE_SECTIONS: readonly ComparableSectionName[] = ['mobile', 'laptop'];

export function isComparableSection(name: string): name is ComparableSectionName {
  return (COMPARABLE_SECTIONS as readonly string[]).includes(name);
}

/** Who a built section's remote is when it runs alone or is mounted by an integrator (its error message names it). */
export function sectionIdentityOf(name: SectionName): SectionIdentity {
  return { section: name, title: SECTION_TABLE[name].title };
}
