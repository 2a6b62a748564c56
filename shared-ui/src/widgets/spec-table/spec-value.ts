/** What a spec row may hold: a text, a number, a yes/no, a list, or nothing. */
export type SpecValue = string | number | boolean | null | undefined | readonly (string | number)[];

export const NOT_AVAILABLE = 'N/A';

/** Spec rule: empty or missing values read 'N/A'; lists keep one entry per item (blank items dropped). */
export function specEntriesOf(value: SpecValue): string[] | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return [value ? 'Yes' : 'No'];
  if (Array.isArray(value)) {
    const items = value.map((item) => String(item).trim()).filter((item) => item.length > 0);
    return items.length > 0 ? items : null;
  }
  const text = String(value).trim();
  return text.length > 0 ? [text] : null;
}
