import { brandUrl, sectionUrl, type CatalogueSectionName } from '@gadgets/shared-ui';

interface FoundModel {
  companyPath: string;
  companyName: string;
}

export interface ViewAllLink {
  to: string;
  label: string;
}

const NOUNS: Record<CatalogueSectionName, string> = { mobile: 'phones', laptop: 'laptops', bike: 'bikes' };

/** The laptop finder takes up to this many brands before the list stops reading as a filter. */
const FINDER_BRAND_LIMIT = 3;

const brandsOf = (found: readonly FoundModel[]) => [
  ...new Map(found.map((model) => [model.companyPath, model.companyName])).entries(),
];

const namesText = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];

/**
 * Where a group's 'View all' goes: the nearest page that lists more of what was found. Bikes: the
 * catalogue searched for the same words (it takes `searchTerm`). Phones and laptops have no text search of their own,
 * so the matches' brand (one brand) or, for laptops, the finder filtered to the matches' brands (a few);
 * otherwise the category's home.
 */
export function viewAllLinkOf(
  category: CatalogueSectionName,
  query: string,
  found: readonly FoundModel[],
): ViewAllLink {
  const noun = NOUNS[category];
  if (category === 'bike')
    return { to: `/bike/catalog?searchTerm=${encodeURIComponent(query)}`, label: `View all bikes matching "${query}"` };
  const brands = brandsOf(found);
  if (brands.length === 1) {
    const [[companyPath, companyName]] = brands as [[string, string]];
    return { to: brandUrl(category, companyPath), label: `View all ${companyName} ${noun}` };
  }
  if (category === 'laptop' && brands.length > 1 && brands.length <= FINDER_BRAND_LIMIT) {
    const paths = brands.map(([companyPath]) => encodeURIComponent(companyPath)).join(',');
    return {
      to: `${sectionUrl('laptop')}?brand=${paths}`,
      label: `View all ${namesText(brands.map(([, name]) => name))} laptops`,
    };
  }
  return { to: sectionUrl(category), label: `View all ${noun}` };
}

const PART_CATEGORY_LABELS: Record<string, string> = {
  CPU: 'CPU',
  CPU_COOLER: 'CPU cooler',
  MOTHERBOARD: 'Motherboard',
  RAM: 'Memory',
  STORAGE: 'Storage',
  GPU: 'Video card',
  CASE: 'Case',
  PSU: 'Power supply',
  CASE_FAN: 'Case fan',
  MONITOR: 'Monitor',
};

/** What a part is, for a result's detail line ('Video card'); the API's own name for a category it adds later. */
export const partCategoryLabel = (category: string) => PART_CATEGORY_LABELS[category] ?? category;

/** A part's page by its id; the page moves to its named address (`/desktop/parts/gpu/<name>-<id>`) itself. */
export const partPageUrl = (category: string, id: string) =>
  `/desktop/parts/${category.toLowerCase()}/${encodeURIComponent(id)}`;

/** PC parts: the builder's picker searching the same words in the one category found, else the builder. */
export function partsViewAllLinkOf(query: string, found: readonly { category: string }[]): ViewAllLink {
  const categories = [...new Set(found.map((part) => part.category))];
  if (categories.length !== 1) return { to: sectionUrl('desktop'), label: 'Open the PC builder' };
  const category = categories[0]!;
  return {
    to: `${sectionUrl('desktop')}?pick=${category.toLowerCase().replace('_', '-')}&search=${encodeURIComponent(query)}`,
    label: `View all ${partCategoryLabel(category).toLowerCase()} parts matching "${query}"`,
  };
}
