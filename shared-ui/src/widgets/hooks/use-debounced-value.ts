import { useEffect, useState } from 'react';

/** The value as it was `delayMs` after it last changed; typing fast sends one search, not one per key. */
export function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Every search waits this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;
