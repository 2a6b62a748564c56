import { dayText } from '../calendar-day';
import { moneyText } from '../money-text';

const formats = new Map<string, Intl.NumberFormat>();
const intl = (amount: number, currency: string, digits: number) => {
  const key = `${currency}:${digits}`;
  if (!formats.has(key))
    formats.set(
      key,
      new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
    );
  return formats.get(key)!.format(amount);
};

describe('money as Intl writes it, without Intl', () => {
  it('writes dollars, euros and pounds grouped in thousands, rupees in lakhs and crores', () => {
    expect(moneyText(1399.99, 'USD', 2)).toBe('$1,399.99');
    expect(moneyText(499, 'USD', 0)).toBe('$499');
    expect(moneyText(295000, 'INR', 0)).toBe('₹2,95,000');
    expect(moneyText(12345678, 'INR', 0)).toBe('₹1,23,45,678');
    expect(moneyText(0.5, 'EUR', 2)).toBe('€0.50');
  });

  it('agrees with Intl on every amount a price or an instalment can be', () => {
    const amounts = [
      0, 1, 7, 99, 100, 999, 1000, 1001, 99999, 100000, 1234567, 98765432, 312.45, 0.01, 10.1, -5, -1234.5,
    ];
    for (let seed = 1; seed < 400; seed += 1) amounts.push(Math.round(seed ** 3.1 * 7.3) / 100, seed ** 4);
    for (const currency of ['USD', 'INR', 'EUR', 'GBP'])
      for (const digits of [0, 2])
        for (const amount of amounts) {
          const rounded = Math.round(amount * 10 ** digits) / 10 ** digits;
          expect(moneyText(rounded, currency, digits)).toBe(intl(rounded, currency, digits));
        }
  });

  it('leaves what it would have to round, and other currencies, to Intl', () => {
    expect(moneyText(1.005, 'USD', 2)).toBe(intl(1.005, 'USD', 2));
    expect(moneyText(2.5, 'INR', 0)).toBe(intl(2.5, 'INR', 0));
    expect(moneyText(1500, 'JPY', 0)).toBe(intl(1500, 'JPY', 0));
    expect(moneyText(-0, 'USD', 2)).toBe(intl(-0, 'USD', 2));
  });
});

describe('a calendar day', () => {
  it('is the UTC day as en-US writes it short, whatever the time zone', () => {
    const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    for (const iso of [
      '2026-11-28T23:59:59Z',
      '2026-01-01T00:00:00Z',
      '1999-12-31T12:00:00+05:30',
      '2024-02-29T10:00:00Z',
    ])
      expect(dayText(iso)).toBe(format.format(Date.parse(iso)));
    expect(dayText('not a date')).toBe('');
  });
});
