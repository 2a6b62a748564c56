import { toPath } from '../../shared/errors';

/** The page a thread belongs to, normalised so "Google" and "google" are one thread. */
export type ThreadKey = { category: string; brand: string; path: string };

export function threadKey(category: string, brand: string, path: string): ThreadKey {
  return { category: category.trim().toLowerCase(), brand: toPath(brand.trim()), path: path.trim() };
}

/** A thread's name on the event bus (its kept copy is dropped on every instance when it changes). */
export function topic(key: ThreadKey): string {
  return `${key.category}:${key.brand}:${key.path}`;
}
