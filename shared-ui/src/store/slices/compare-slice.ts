import type { ComparableSectionName } from '../../sections/section-table';
import type { CompareItem, CompareSlice, SliceCreator } from '../app-state';

export const COMPARE_LIMIT = 3;

export const compareStorageKey = (section: ComparableSectionName) => `compare_${section}_models`;

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
    const load = (section: ComparableSectionName) => parseCompareList(storage.read(compareStorageKey(section))) ?? [];
    const save = (section: ComparableSectionName, items: CompareItem[]) => {
      storage.write(compareStorageKey(section), JSON.stringify(items));
      set((state) => ({ compare: { ...state.compare, [section]: items } }));
    };
    return {
      compare: { mobile: load('mobile'), laptop: load('laptop') },
      addToCompare: (section, rawItem) => {
        const item = normaliseCompareItem(rawItem);
        const stored = parseCompareList(storage.read(compareStorageKey(section)));
        if (stored === null) {
          // An unreadable list is replaced by just this item.
          console.warn('The saved compare list could not be read; starting a new one.');
          save(section, [item]);
          return 'added';
        }
        const current = stored.length > 0 ? stored : get().compare[section];
        if (current.some((existing) => sameItem(existing, item))) return 'already-present';
        if (current.length >= COMPARE_LIMIT) return 'full';
        save(section, [...current, item].slice(0, COMPARE_LIMIT));
        return 'added';
      },
      removeFromCompare: (section, item) =>
        save(
          section,
          get().compare[section].filter((existing) => !sameItem(existing, normaliseCompareItem(item))),
        ),
      replaceCompareList: (section, items) => save(section, items.map(normaliseCompareItem).slice(0, COMPARE_LIMIT)),
      clearCompare: (section) => save(section, []),
    };
  };
