// The addresses of part pages and part comparisons, for every page that links to them (the builder's picker too), so
// one module decides how a part is named in an address.
import { DESKTOP_SECTION } from './desktop-section';

/** Part pages live under /desktop/parts/<category>/<part>, the category as the data names it (`cpu_cooler`). */
export const PART_PAGES_PATH = `${DESKTOP_SECTION.basePath}/parts`;
/** The most parts one comparison shows side by side. */
export const MAX_COMPARED_PARTS = 3;
/** The comparison's parameter: `?ids=<id>,<id>`. */
export const COMPARED_IDS_PARAMETER = 'ids';
/** The build a part page was opened from, as the builder writes it: `?parts=<id>,<id>`. */
export const BUILD_PARAMETER = 'parts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface NamedPart {
  id: string;
  name: string;
  /** As the API's enum (`CPU_COOLER`) or the data (`cpu_cooler`) writes it. */
  category: string;
}

/** Lower-case letters and digits of a name, a hyphen between words: 'be quiet! Pure Rock 3' -> 'be-quiet-pure-rock-3'. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
}

/**
 * A part's segment of its page address: the slug of its name, then its id ('amd-ryzen-7-7700x-<uuid>'), so the address
 * reads well and stays valid when a name is corrected (the id decides, see partIdOf). An id that is no UUID (a
 * synthetic catalogue's) is the whole segment.
 */
export function partSegmentOf(part: Pick<NamedPart, 'id' | 'name'>): string {
  const slug = slugOf(part.name);
  return UUID.test(part.id) && part.id.length === 36 && slug ? `${slug}-${part.id}` : encodeURIComponent(part.id);
}

/** The id a page address's part segment names: the UUID it ends with, else the whole segment. */
export function partIdOf(segment: string): string {
  return UUID.exec(segment)?.[0] ?? segment;
}

/** `CPU_COOLER` or `cpu_cooler` -> `cpu_cooler`, as part addresses write a category. */
export const categoryPathOf = (category: string) => category.toLowerCase();

const buildSearch = (buildIds: readonly string[]) =>
  buildIds.length > 0 ? `?${BUILD_PARAMETER}=${buildIds.map(encodeURIComponent).join(',')}` : '';

/**
 * A part's page. With `buildIds` (the build the visitor is choosing for), its 'Add to build' and compatibility links
 * keep that build.
 */
export function partPagePath(part: NamedPart, buildIds: readonly string[] = []): string {
  return `${PART_PAGES_PATH}/${categoryPathOf(part.category)}/${partSegmentOf(part)}${buildSearch(buildIds)}`;
}

/**
 * The side-by-side comparison of parts of one category: /desktop/parts/gpu/compare?ids=<id>,<id>. The page refuses
 * more than MAX_COMPARED_PARTS, and parts of another category, with a message.
 */
export function partComparePath(category: string, ids: readonly string[]): string {
  const unique = [...new Set(ids)];
  const search = unique.length > 0 ? `?${COMPARED_IDS_PARAMETER}=${unique.map(encodeURIComponent).join(',')}` : '';
  return `${PART_PAGES_PATH}/${categoryPathOf(category)}/compare${search}`;
}

/** The ids a `?ids=` or `?parts=` list names, in order (a build may hold the same memory kit twice). */
export function idListFrom(search: string, parameter: string): string[] {
  const value = new URLSearchParams(search).get(parameter) ?? '';
  return value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}
