import { createContext, useContext, type ReactNode } from 'react';
import {
  isComparableSection,
  SECTION_TABLE,
  type AccentName,
  type ComparableSectionName,
  type SectionName,
} from '@gadgets/shared-ui';

/**
 * How one section is addressed, worded and coloured. Each remote declares its own once (`<section>-section.ts`) and
 * provides it around its routes, so shared page frames and widgets read it instead of taking the same props from
 * every page.
 */
export interface SectionDescriptor<Name extends SectionName = SectionName> {
  section: Name;
  /** Where the section's pages live, e.g. '/mobile'. */
  basePath: string;
  accent: AccentName;
  /** As the spec's headings name one of the section's models: 'Laptop' in 'Laptop Not Found'. */
  headingNoun: string;
  /** What the listings call one and several of the section's models: 'mobile', 'mobiles'. */
  nouns: { one: string; many: string };
  /** Models a listing page shows at once. */
  pageSize: number;
  /** Drawn where a model has no picture. */
  placeholder: string;
}

/** A section whose models can be compared side by side, and how its comparison page is worded. */
export interface ComparableSectionDescriptor extends SectionDescriptor<ComparableSectionName> {
  compare: {
    /** The comparison page, e.g. '/mobile/compare_mobile_models'. */
    path: string;
    /** The page's heading, e.g. 'Compare mobiles'. */
    title: string;
    /** What the comparison page calls one and several models: 'phone', 'phones'. */
    nouns: { one: string; many: string };
    /** The empty page's link back to the section, e.g. 'Browse phones'. */
    browseLabel: string;
    searchPlaceholder: string;
  };
}

/**
 * What a remote declares of its section. Where its pages live and its accent come from the section table (as the
 * registry declares them), and its nouns from its name unless its models are called otherwise (the custom PC section
 * lists parts).
 */
export type SectionDeclaration = Omit<SectionDescriptor, 'basePath' | 'accent' | 'nouns'> & {
  nouns?: SectionDescriptor['nouns'];
  compare?: ComparableSectionDescriptor['compare'];
};

/**
 * A section's descriptor from its declaration: its base path and accent are the section table's; its models are
 * called by its name ('laptop', 'laptops') unless the declaration names them.
 */
export function defineSection<const Declaration extends SectionDeclaration>(
  declaration: Declaration,
): Omit<Declaration, 'nouns'> & Pick<SectionDescriptor, 'basePath' | 'accent' | 'nouns'> {
  const { section } = declaration;
  const { path, accent } = SECTION_TABLE[section];
  return {
    ...declaration,
    nouns: declaration.nouns ?? { one: section, many: `${section}s` },
    basePath: path,
    accent,
  };
}

const SectionContext = createContext<SectionDescriptor | null>(null);

/** Makes a section's descriptor readable by every page and widget rendered inside it. */
export function SectionProvider({ section, children }: { section: SectionDescriptor; children: ReactNode }) {
  return <SectionContext.Provider value={section}>{children}</SectionContext.Provider>;
}

/** The descriptor of the section being rendered; a page outside any section is a wiring mistake. */
export function useSection(): SectionDescriptor {
  const section = useContext(SectionContext);
  if (!section) throw new Error('useSection() needs a <SectionProvider> around the section routes.');
  return section;
}

/** The descriptor of a comparable section (mobile, laptop): what the model and compare frames need. */
export function useComparableSection(): ComparableSectionDescriptor {
  const section = useSection();
  if (!isComparable(section)) throw new Error(`The ${section.section} section has no comparison page.`);
  return section;
}

/**
 * A widget's accent: the one it is given, else its section's, else the widget's own default (outside any
 * section, e.g. in the shell's pages).
 */
export function useSectionAccent(given: AccentName | undefined, fallback: AccentName = 'blue'): AccentName {
  const section = useContext(SectionContext);
  return given ?? section?.accent ?? fallback;
}

/** What a model picture widget may be given of its look; what it is not given comes from its section. */
export interface SectionLookProps {
  accent?: AccentName | undefined;
  /** Drawn where a model has no picture (or it fails to load). */
  imagePlaceholder?: ReactNode;
}

/**
 * The accent and picture placeholder of a widget that shows models (cards, compare pairs): the ones it is given,
 * else its section's, else blue and a phone (outside any section, e.g. in the shell's pages).
 */
export function useSectionLook({ accent, imagePlaceholder }: SectionLookProps): {
  accent: AccentName;
  placeholder: ReactNode;
} {
  const section = useContext(SectionContext);
  return { accent: useSectionAccent(accent), placeholder: imagePlaceholder ?? section?.placeholder ?? '📱' };
}

function isComparable(section: SectionDescriptor): section is ComparableSectionDescriptor {
  return 'compare' in section && isComparableSection(section.section);
}
