/**
 * Storage that never breaks the page: a blocked or full storage logs a warning and the app continues.
 */
export interface KeyValueStorage {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
}

function safeStorage(pick: () => Storage | undefined, label: string): KeyValueStorage {
  return {
    read(key) {
      try {
        return pick()?.getItem(key) ?? null;
      } catch (error) {
        console.warn(`Could not read "${key}" from ${label}`, error);
        return null;
      }
    },
    write(key, value) {
      try {
        pick()?.setItem(key, value);
      } catch (error) {
        console.warn(`Could not write "${key}" to ${label}`, error);
      }
    },
    remove(key) {
      try {
        pick()?.removeItem(key);
      } catch (error) {
        console.warn(`Could not remove "${key}" from ${label}`, error);
      }
    },
  };
}

const hasWindow = () => typeof window !== 'undefined';

export const localKeyValueStorage = safeStorage(() => (hasWindow() ? window.localStorage : undefined), 'local storage');
export const sessionKeyValueStorage = safeStorage(
  () => (hasWindow() ? window.sessionStorage : undefined),
  'session storage',
);
