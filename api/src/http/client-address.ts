/**
 * The address rate limits count against. Each trusted proxy appends the address it saw to X-Forwarded-For, so only
 * the right-most `trustedHops` entries are trustworthy; the client can write anything to the left of them.
 */
export function clientAddress(trustedHops: number, forwardedFor: string | null, socketAddress: string | undefined): string {
  if (trustedHops > 0 && forwardedFor) {
    const entries = forwardedFor.split(',').map((entry) => entry.trim()).filter(Boolean);
    if (entries.length > 0) return entries[Math.max(0, entries.length - trustedHops)]!;
  }
  return socketAddress || 'unknown';
}
