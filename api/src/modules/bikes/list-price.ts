/** Currencies bike list prices are stated in, with the text shown beside the amount. */
export const PRICE_CURRENCIES = ['USD', 'INR', 'EUR', 'GBP'] as const;
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];

export interface ListPrice {
  listPrice: number | null;
  priceCurrency: PriceCurrency | null;
}

const SYMBOLS: { pattern: RegExp; currency: PriceCurrency }[] = [
  { pattern: /US\s*\$|USD/, currency: 'USD' },
  { pattern: /₹|INR|Rs\.?/, currency: 'INR' },
  { pattern: /€|EUR/, currency: 'EUR' },
  { pattern: /£|GBP/, currency: 'GBP' },
];

/**
 * The amount and currency of a price text such as 'US $9,399 (list price)' or '₹1,50,000 ex-showroom India (list
 * price)'. Read once when a price is written (seed or admin), never per request.
 */
export function listPriceFromText(text: string | null | undefined): ListPrice {
  if (!text) return { listPrice: null, priceCurrency: null };
  const currency = SYMBOLS.find((symbol) => symbol.pattern.test(text))?.currency ?? null;
  const digits = /\d[\d,]*(?:\.\d+)?/.exec(text)?.[0]?.replace(/,/g, '');
  const amount = digits === undefined ? null : Number(digits);
  if (currency === null || amount === null || !Number.isFinite(amount)) return { listPrice: null, priceCurrency: null };
  return { listPrice: amount, priceCurrency: currency };
}

/** The display text for a list price: 'US $9,399 (list price)', '₹1,50,000 ex-showroom India (list price)'. */
export function listPriceText(amount: number, currency: PriceCurrency): string {
  switch (currency) {
    case 'USD':
      return `US $${amount.toLocaleString('en-US')} (list price)`;
    case 'INR':
      return `₹${amount.toLocaleString('en-IN')} ex-showroom India (list price)`;
    case 'EUR':
      return `€${amount.toLocaleString('en-US')} (list price)`;
    case 'GBP':
      return `£${amount.toLocaleString('en-GB')} (list price)`;
  }
}
