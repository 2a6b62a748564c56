import { InputChecker, toPath } from '../../shared/errors';
import { isCatalogueSectionName } from '../../shared/sections';

/** The page a thread belongs to, normalised so "Google" and "google" are one thread. */
export type ThreadKey = { category: string; brand: string; path: string };

export function threadKey(category: string, brand: string, path: string): ThreadKey {
  return { category: category.trim().toLowerCase(), brand: toPath(brand.trim()), path: path.trim() };
}

/** A thread's name on the event bus (its kept copy is dropped on every instance when it changes). */
export function topic(key: ThreadKey): string {
  return `${key.category}:${key.brand}:${key.path}`;
}

/**
 * The thread of a public PC build: its key is its page's address (/desktop/builds/<id>), so a reply's notification
 * links to the page. The id is written as the API gives it (lower case), so one build has one thread.
 */
const PUBLIC_BUILD_THREAD = { category: 'desktop', brand: 'builds' };
const PUBLIC_BUILD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isPublicBuildThread(key: ThreadKey): boolean {
  return key.category === PUBLIC_BUILD_THREAD.category && key.brand === PUBLIC_BUILD_THREAD.brand;
}

/** A thread's key checked for its shape (a model page's, or a public build's); whether its page exists is not. */
export function checkThreadKey(checker: InputChecker, key: ThreadKey): InputChecker {
  if (isPublicBuildThread(key)) return checker.check(PUBLIC_BUILD_ID.test(key.path), 'path', 'Not a public build');
  return checker
    .check(isCatalogueSectionName(key.category), 'category', 'Category must be mobile, laptop or bike')
    .check(key.brand.length > 0 && key.brand.length <= 100, 'brand', 'Brand is required (at most 100 characters)')
    .check(key.path.length > 0 && key.path.length <= 150, 'path', 'Path is required (at most 150 characters)');
}

/** The key of a thread the viewer reads (a model page's or a public build's), checked for its shape. */
export function checkedThreadKey(category: string, brand: string, path: string): ThreadKey {
  const key = threadKey(category, brand, path);
  checkThreadKey(new InputChecker(), key).throwIfAny();
  return key;
}

/** A model page's key as its address names it, checked (a BAD_USER_INPUT names the wrong part). */
export function checkedPageKey(category: string, brand: string, path: string): ThreadKey {
  const page = threadKey(category, brand, path);
  new InputChecker()
    .check(isCatalogueSectionName(page.category), 'category', 'Category must be mobile, laptop or bike')
    .check(page.brand.length > 0 && page.brand.length <= 100, 'brand', 'Brand is required')
    .check(page.path.length > 0 && page.path.length <= 150, 'path', 'Path is required')
    .throwIfAny();
  return page;
}
