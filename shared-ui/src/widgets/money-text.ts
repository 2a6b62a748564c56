/** The currencies the catalogue prices in, with the sign en-US (and en-IN, for rupees) writes before an amount. */
const SIGNS: Readonly<Record<string, string>> = { USD: '$', INR: '₹', EUR: '€', GBP: '£' };

/** Each currency's Intl format for what the fast path leaves to it, made once (making one costs far more than using it). */
const intlFormats = new Map<string, Intl.NumberFormat>();

function intlMoneyText(amount: number, currency: string, fractionDigits: number): string {
  const key = `${currency}:${fractionDigits}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    intlFormats.set(key, format);
  }
  return format.format(amount);
}

/** Thousands, then (for rupees) lakhs and crores: '1,234,567' or '12,34,567'. */
function groupedWhole(digits: string, indian: boolean): string {
  if (!indian || digits.length <= 3) return digits.replace(/\B(?=(\d{3})+$)/g, ',');
  const lastThree = digits.slice(-3);
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}`;
}

/**
 * An amount of money as Intl.NumberFormat writes it with `fractionDigits` decimals ('$1,399.99', '$499', '₹2,95,000':
 * rupees grouped the Indian way), without asking the browser's locale data: the first currency format on a page loads
 * it, 15-70 ms on a phone, in the middle of hydrating the page. An amount that needs rounding to those decimals, a
 * currency not listed above, or anything odd (NaN, -0, beyond 2^53 minor units) is left to Intl itself.
 */
export function moneyText(amount: number, currency: string, fractionDigits: number): string {
  const sign = SIGNS[currency];
  const scale = 10 ** fractionDigits;
  const minorUnits = Math.round(Math.abs(amount) * scale);
  const exact = Math.abs(minorUnits / scale - Math.abs(amount)) <= Number.EPSILON * Math.max(1, Math.abs(amount)) * 4;
  if (!sign || !exact || Object.is(amount, -0) || !Number.isSafeInteger(minorUnits))
    return intlMoneyText(amount, currency, fractionDigits);
  const text = String(minorUnits).padStart(fractionDigits + 1, '0');
  const whole = groupedWhole(text.slice(0, text.length - fractionDigits), currency === 'INR');
  const fraction = fractionDigits > 0 ? `.${text.slice(-fractionDigits)}` : '';
  return `${amount < 0 && minorUnits > 0 ? '-' : ''}${sign}${whole}${fraction}`;
}
