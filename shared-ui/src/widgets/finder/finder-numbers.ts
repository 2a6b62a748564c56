import { groupedNumber } from '../grouped-number';
import { moneyText } from '../money-text';

/** A launch list price as a card shows it: '$1,399.99 list price', '$499 list price'; nothing without a price. */
export function listPriceText(cents: number | null, currency: string | null): string | null {
  if (cents === null || !currency) return null;
  return `${moneyText(cents / 100, currency, cents % 100 === 0 ? 0 : 2)} list price`;
}

/** Gigabytes as people say them: 512 -> '512 GB', 1024 -> '1 TB'. */
export function sizeText(gigabytes: number): string {
  return gigabytes >= 1024 && gigabytes % 1024 === 0 ? `${gigabytes / 1024} TB` : `${gigabytes} GB`;
}

/** 'N phones', '1 laptop': the count with thousands separated and the noun in the number it needs. */
export function countText(total: number, singular: string, plural: string): string {
  return `${groupedNumber(total)} ${total === 1 ? singular : plural}`;
}
