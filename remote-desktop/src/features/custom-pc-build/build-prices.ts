import { moneyText } from '@gadgets/shared-ui/widgets';
import type { BuildPart } from './build-part-fields';

export type VisitorPrices = Record<string, number>;

/** "$699.00" in the price's own currency. */
export function formatMoney(amountCents: number, currency: string): string {
  return moneyText(amountCents / 100, currency, 2);
}

/** A part's price for the total: its list price, else what the visitor typed for it, else none. */
export function priceCentsOf(part: BuildPart, visitorPrices: VisitorPrices): number | null {
  if (part.listPrice) return part.listPrice.amountCents;
  const typed = visitorPrices[part.id];
  return typed === undefined ? null : Math.round(typed * 100);
}

export interface BuildTotal {
  /** The sum of the priced parts' prices. */
  cents: number;
  /** Parts with a list price or a typed one. */
  priced: number;
  /** Parts without a list price or a typed one. */
  unpriced: number;
  /** List prices are USD in our data; a visitor's own prices are read in the same currency. */
  currency: string;
}

export function buildTotal(parts: readonly BuildPart[], visitorPrices: VisitorPrices): BuildTotal {
  let cents = 0;
  let priced = 0;
  let unpriced = 0;
  for (const part of parts) {
    const price = priceCentsOf(part, visitorPrices);
    if (price === null) unpriced += 1;
    else {
      cents += price;
      priced += 1;
    }
  }
  return { cents, priced, unpriced, currency: parts.find((part) => part.listPrice)?.listPrice?.currency ?? 'USD' };
}
