const PLAIN_DECIMAL = /^(-?)(\d+)(\.\d{1,3})?$/;

/**
 * A number as `value.toLocaleString('en-US')` writes it ('12,000', '35.5'), without asking the browser's locale data
 * for it: the first such call on a page loads that data, 15-40 ms on a phone, in the middle of hydrating it. Whole
 * numbers and those with up to three decimals (every spec and count we show) are grouped here; anything else (more
 * decimals to round, exponents, -0, NaN) is left to toLocaleString itself.
 */
export function groupedNumber(value: number): string {
  const match = Object.is(value, -0) ? null : PLAIN_DECIMAL.exec(String(value));
  if (!match) return value.toLocaleString('en-US');
  const [, sign, whole, fraction = ''] = match;
  return `${sign}${whole!.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction}`;
}
