const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60_000],
  ['hour', 60 * 60_000],
  ['minute', 60_000],
];

// "yesterday" rather than "1 day ago".
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** When a login was last used, relative to `now`: "Last seen just now", "Last seen 5 minutes ago", "... yesterday". */
export function lastSeenText(lastSeenAt: string, now: number): string {
  const elapsed = now - Date.parse(lastSeenAt);
  if (Number.isNaN(elapsed)) return 'Last seen at an unknown time';
  const step = STEPS.find(([, size]) => elapsed >= size);
  if (!step) return 'Last seen just now';
  const [unit, size] = step;
  return `Last seen ${relative.format(-Math.floor(elapsed / size), unit)}`;
}
