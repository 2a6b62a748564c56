import { badgeText, relativeTime } from '../relative-time';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const seconds = (count: number) => NOW - count * 1000;

describe('relative time', () => {
  it.each([
    [0, 'Just now'],
    [59, 'Just now'],
    [60, '1 minute ago'],
    [59 * 60 + 59, '59 minutes ago'],
    [3600, '1 hour ago'],
    [23 * 3600 + 3599, '23 hours ago'],
    [24 * 3600, '1 day ago'],
    [10 * 24 * 3600, '10 days ago'],
  ])('%i seconds ago reads "%s"', (elapsed, text) => {
    expect(relativeTime(seconds(elapsed), NOW)).toBe(text);
  });

  it('treats a time in the future as just now', () => {
    expect(relativeTime(NOW + 5000, NOW)).toBe('Just now');
  });
});

describe('unread badge', () => {
  it('shows the count up to 99, then 99+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(2500)).toBe('99+');
  });
});
