import { groupedNumber } from '../grouped-number';

/** A launch list price as a card shows it: '$1,399.99 list price', '$499 list price'; nothing without a price. */
export function listPriceText(cents: number | null, currency: string | null): string | null {
  if (cents === null || !currency) return null;
  return `${currencyFormat(currency, cents % 100 === 0).format(cents / 100)} list price`;
}

/** Each currency's formats, made once: a format costs far more to make than to use, and a results page has 15 prices. */
const currencyFormats = new Map<string, Intl.NumberFormat>();

function currencyFormat(currency: string, wholeAmount: boolean): Intl.NumberFormat {
  const key = `${currency}:${wholeAmount ? 0 : 2}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: wholeAmount ? 0 : 2,
    });
    currencyFormats.set(key, format);
  }
  return format;
}

/** Gigabytes as people say them: 512 -> '512 GB', 1024 -> '1 TB'. */
export function sizeText(gigabytes: number): string {
  return gigabytes >= 1024 && gigabytes % 1024 === 0 ? `${gigabytes / 1024} TB` : `${gigabytes} GB`;
}

/** 'N phones', '1 laptop': the count with thousands separated and the noun in the number it needs. */
export function countText(total: number, singular: string, plural: string): string {
  return `${groupedNumber(total)} ${total === 1 ? singular : plural}`;
}
