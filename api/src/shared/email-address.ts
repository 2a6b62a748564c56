/**
 * One spelling of an e-mail address for every comparison: accounts, sign-in back-off and mail-cap keys, ADMIN_EMAILS,
 * the unique index (users.email_key). Unicode NFKC first (a full-width `ｐ` or the `ﬁ` ligature is the letters it looks
 * like), then JavaScript's locale-independent lower case. Never PostgreSQL's `lower()`: it depends on the database's
 * collation and maps `İ` (U+0130) to `i`, where JavaScript gives `i̇`, so the two disagreed on who owns an address.
 */
export function canonicalEmail(address: string): string {
  return address.trim().normalize('NFKC').toLowerCase();
}

/** Invisible or layout characters (zero-width space, soft hyphen, joiners, odd spaces): never part of an address. */
const INVISIBLE = /[\p{C}\p{Z}]/u;

/**
 * Whether a new address is spelled as it will be compared: already in NFKC, nothing invisible, and no letter whose
 * lower case is more than one character (`İ` becomes `i` plus a combining dot). Sign-up refuses other spellings, so
 * no account is ever created under an address that only looks like another.
 */
export function hasCanonicalSpelling(address: string): boolean {
  const trimmed = address.trim();
  if (trimmed.normalize('NFKC') !== trimmed || INVISIBLE.test(trimmed)) return false;
  return [...trimmed].every((character) => [...character.toLowerCase()].length === 1);
}
