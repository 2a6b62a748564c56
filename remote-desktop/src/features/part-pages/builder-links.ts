import { MULTI_PART_CATEGORIES } from '@gadgets/pc-compatibility';
import { DESKTOP_SECTION } from '../../desktop-section';

/** The builder's page; its address is the build (`?parts=<id>,<id>`, literal commas, as the builder writes it). */
const BUILDER_PATH = `${DESKTOP_SECTION.basePath}/custom-pc-build`;

/**
 * The builder with a build and, given a category, that slot's part picker open (`pick=cpu-cooler`): the picker lists
 * only the parts compatible with the build ('Compatible only' is on unless the address says `fit=all`).
 */
export function builderPath(ids: readonly string[], pickCategory?: string): string {
  const parameters = [
    ids.length > 0 ? `parts=${ids.map(encodeURIComponent).join(',')}` : null,
    pickCategory ? `pick=${pickCategory.toLowerCase().replace(/_/g, '-')}` : null,
  ].filter(Boolean);
  return parameters.length > 0 ? `${BUILDER_PATH}?${parameters.join('&')}` : BUILDER_PATH;
}

interface BuildEntry {
  id: string;
  /** Null while the build's parts are not known yet: such a part stays. */
  category: string | null;
}

/**
 * The build's ids once `part` joins it: it takes the place of the part in its slot (a build has one CPU), or joins the
 * others where a slot holds several (memory kits, drives, fans, monitors). A part already in the build stays once.
 */
export function buildWith(build: readonly BuildEntry[], part: { id: string; category: string }): string[] {
  const category = part.category.toLowerCase();
  if (build.some((entry) => entry.id === part.id)) return build.map((entry) => entry.id);
  const several = (MULTI_PART_CATEGORIES as readonly string[]).includes(category);
  const kept = several ? build : build.filter((entry) => entry.category?.toLowerCase() !== category);
  return [...kept.map((entry) => entry.id), part.id];
}
