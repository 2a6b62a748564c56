import type { SliceCreator } from '../slice-creator';

export const COMPARE_LIMIT = 3;
export type CompareCategory = 'mobile' | 'laptop';

export interface CompareItem {
  company: string;
  path: string;
}

export type CompareAddResult = 'added' | 'already-present' | 'full';

export interface CompareSlice {
  compare: Record<CompareCategory, CompareItem[]>;
  addToCompare: (category: CompareCategory, item: CompareItem) => CompareAddResult;
  removeFromCompare: (category: CompareCategory, item: CompareItem) => void;
  replaceCompareList: (category: CompareCategory, items: CompareItem[]) => void;
  clearCompare: (category: CompareCategory) => void;
}

export const compareStorageKey = (category: CompareCategory) => `compare_${category}_models`;

const sameItem = (a: CompareItem, b: CompareItem) => a.company === b.company && a.path === b.path;
/** Compare items are stored and shared with the company lower-cased. */
export const normaliseCompareItem = (item: CompareItem): CompareItem => ({
  company: item.company.toLowerCase(),
  path: item.path,
});

/** A readable compare item: a company and a non-empty path, wherever it was read from. */
export function isCompareItem(value: unknown): value is CompareItem {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.company === 'string' && typeof candidate.path === 'string' && candidate.path.length > 0;
}

/** Reads a stored list; `null` means the stored value is unreadable (as opposed to absent). */
export function parseCompareList(raw: string | null): CompareItem[] | null {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || !parsed.every(isCompareItem)) return null;
    return parsed.map(normaliseCompareItem).slice(0, COMPARE_LIMIT);
  } catch {
    return null;
  }
}

export const createCompareSlice: SliceCreator<CompareSlice> =
  ({ storage }) =>
  (set, get) => {
    const load = (category: CompareCategory) => parseCompareList(storage.read(compareStorageKey(category))) ?? [];
    const save = (category: CompareCategory, items: CompareItem[]) => {
      storage.write(compareStorageKey(category), JSON.stringify(items));
      set((state) => ({ compare: { ...state.compare, [category]: items } }));
    };
    return {
      compare: { mobile: load('mobile'), laptop: load('laptop') },
      addToCompare: (category, rawItem) => {
        const item = normaliseCompareItem(rawItem);
        const stored = parseCompareList(storage.read(compareStorageKey(category)));
        if (stored === null) {
          // An unreadable list is replaced by just this item.
          console.warn('The saved compare list could not be read; starting a new one.');
          save(category, [item]);
          return 'added';
        }
        const current = stored.length > 0 ? stored : get().compare[category];
        if (current.some((existing) => sameItem(existing, item))) return 'already-present';
        if (current.length >= COMPARE_LIMIT) return 'full';
        save(category, [...current, item].slice(0, COMPARE_LIMIT));
        return 'added';
      },
      removeFromCompare: (category, item) =>
        save(
          category,
          get().compare[category].filter((existing) => !sameItem(existing, normaliseCompareItem(item))),
        ),
      replaceCompareList: (category, items) => save(category, items.map(normaliseCompareItem).slice(0, COMPARE_LIMIT)),
      clearCompare: (category) => save(category, []),
    };
  };
