import { InputChecker, toPath } from '../../shared/errors';

/** The page a thread belongs to, normalised so "Google" and "google" are one thread. */
export type ThreadKey = { category: string; brand: string; path: string };

export function threadKey(category: string, brand: string, path: string): ThreadKey {
  return { category: category.trim().toLowerCase(), brand: toPath(brand.trim()), path: path.trim() };
}

/** A thread's name on the event bus (its kept copy is dropped on every instance when it changes). */
export function topic(key: ThreadKey): string {
  return `${key.category}:${key.brand}:${key.path}`;
}

const MODEL_CATEGORIES = ['mobile', 'laptop', 'bike'];

/** A model page's key as its address names it, checked (a BAD_USER_INPUT names the wrong part). */
export function checkedPageKey(category: string, brand: string, path: string): ThreadKey {
  const page = threadKey(category, brand, path);
  new InputChecker()
    .check(MODEL_CATEGORIES.includes(page.category), 'category', 'Category must be mobile, laptop or bike')
    .check(page.brand.length > 0 && page.brand.length <= 100, 'brand', 'Brand is required')
    .check(page.path.length > 0 && page.path.length <= 150, 'path', 'Path is required')
    .throwIfAny();
  return page;
}
