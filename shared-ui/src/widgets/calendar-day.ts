const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The day a timestamp falls on, in UTC, as en-US writes it in short ('Nov 28, 2026'); '' for what is not a date.
 * UTC, so the server and the browser write the same day whatever their time zones and hydration matches; by hand,
 * because the first Intl date format on a page loads the browser's locale data in the middle of hydrating it.
 */
export function dayText(timestamp: string): string {
  const time = Date.parse(timestamp);
  if (Number.isNaN(time)) return '';
  const day = new Date(time);
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}
