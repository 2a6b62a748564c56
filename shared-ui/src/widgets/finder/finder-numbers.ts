import { groupedNumber } from '../grouped-number';

/** A launch list price as a card shows it: '$1,399.99 list price', '$499 list price'; nothing without a price. */
export function listPriceText(cents: number | null, currency: string | null): string | null {
  if (cents === null || !currency) return null;
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
  return `${amount} list price`;
}

/** Gigabytes as people say them: 512 -> '512 GB', 1024 -> '1 TB'. */
export function sizeText(gigabytes: number): string {
  return gigabytes >= 1024 && gigabytes % 1024 === 0 ? `${gigabytes / 1024} TB` : `${gigabytes} GB`;
}

/** 'N phones', '1 laptop': the count with thousands separated and the noun in the number it needs. */
export function countText(total: number, singular: string, plural: string): string {
  return `${groupedNumber(total)} ${total === 1 ? singular : plural}`;
}
