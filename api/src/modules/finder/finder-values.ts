/**
 * Readers of spec text shared by every category's finder values: each returns null for text it cannot read, so a
 * model drops out of that filter instead of matching a guess.
 */

/** "$1,399.99" -> 139999 cents in USD; anything else (no price, another notation) -> null. */
export function usdCents(price: string | null | undefined): number | null {
  const match = /^\$([\d,]+)(?:\.(\d{2}))?$/.exec((price ?? '').trim());
  if (!match) return null;
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2] ?? 0);
}

/** A leading number: "13.6" -> 13.6, "53.8 Wh" -> 53.8, "" -> null. */
export function leadingNumber(text: string | null | undefined): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)/.exec(text ?? '');
  return match ? Number(match[1]) : null;
}

/** "512 GB" -> 512, "1 TB" -> 1024, "2 TB" -> 2048. */
export function storageGigabytes(text: string | null | undefined): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(GB|TB)/i.exec(text ?? '');
  if (!match) return null;
  return Math.round(Number(match[1]) * (match[2]!.toUpperCase() === 'TB' ? 1024 : 1));
}

export function releaseYear(released: string | null | undefined): number | null {
  const match = /^(\d{4})/.exec(released ?? '');
  return match ? Number(match[1]) : null;
}
