import type { ResultOf } from '@gadgets/shared-ui';
import { moneyText } from '@gadgets/shared-ui/widgets';
import type { PublicBuildFields } from './public-build-fields';

type PublicBuild = ResultOf<typeof PublicBuildFields>;
type PartPrice = PublicBuild['parts'][number]['price'];

/** '$1,240.00' in the build's own currency. */
const centsText = (cents: number, currency: string) => moneyText(cents / 100, currency, 2);

/** What a price is, as the public page says it beside the amount. */
export const PRICE_KIND_TEXT = {
  LIST: 'launch list price',
  CHIPSET: 'chipset launch price',
  OWN: "owner's price",
} as const;

/** '$399.00', 'from $549.00' (a card priced from its chipset), or 'No price'. */
export function amountText(price: PartPrice, currency: string): string {
  if (!price) return 'No price';
  return `${price.kind === 'CHIPSET' ? 'from ' : ''}${centsText(price.amountCents, currency)}`;
}

/**
 * '$1,240.00 for 5 of 8 parts', or 'No prices yet' when none is priced: a total of nothing would read as free.
 */
export function totalText(total: PublicBuild['total']): string {
  if (total.amountCents === null || total.pricedCount === 0) return 'No prices yet';
  const parts = total.partCount === 1 ? 'part' : 'parts';
  return `${centsText(total.amountCents, total.currency)} for ${total.pricedCount} of ${total.partCount} ${parts}`;
}

/** 'March 3, 2026': the same on the server and in every browser (the day as UTC counts it). */
export const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
