import { isCompareItem, normaliseCompareItem, type CompareItem } from '@gadgets/shared-ui';

export const COMPARE_QUERY_PARAMETER = 'compare';

const toBase64 = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary);
};

const fromBase64 = (encoded: string) => {
  // A '+' typed into an address bar arrives as a space.
  const binary = atob(encoded.trim().replace(/ /g, '+'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
};

/** The `?compare=` value: base64 of a JSON array of { company (lower-case), path }. */
export function encodeCompareList(items: readonly CompareItem[]): string {
  return toBase64(JSON.stringify(items.map(normaliseCompareItem)));
}

/** The items of a `?compare=` value, or null when it cannot be read. */
export function decodeCompareList(value: string): CompareItem[] | null {
  try {
    const parsed: unknown = JSON.parse(fromBase64(value));
    if (!Array.isArray(parsed) || !parsed.every(isCompareItem)) return null;
    return parsed.map(normaliseCompareItem);
  } catch {
    return null;
  }
}

/** A shareable link to a comparison page, e.g. `/mobile/compare_mobile_models?compare=...`. */
export function compareLinkOf(comparePath: string, items: readonly CompareItem[]): string {
  if (items.length === 0) return comparePath;
  return `${comparePath}?${new URLSearchParams({ [COMPARE_QUERY_PARAMETER]: encodeCompareList(items) }).toString()}`;
}
