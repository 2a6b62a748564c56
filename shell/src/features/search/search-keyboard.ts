/**
 * ArrowDown/ArrowUp move the highlight and wrap around; from no highlight (-1),
 * down goes to the first row and up to the last.
 */
export function nextHighlight(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current < count - 1 ? current + 1 : 0;
  return current > 0 ? current - 1 : count - 1;
}

export const searchPagePath = (query: string) => `/search?q=${encodeURIComponent(query)}`;
