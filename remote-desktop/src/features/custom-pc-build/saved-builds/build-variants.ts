import type { BuildPart } from '../build-part-fields';
import { priceCentsOf, type VisitorPrices } from '../build-prices';

/** A saved build's lines: one per part, priced with its list price or the visitor's own (0 when neither). */
export function variantsOf(parts: readonly BuildPart[], visitorPrices: VisitorPrices) {
  return parts.map((part) => ({
    category: part.category.toLowerCase(),
    description: part.name.slice(0, 200),
    price: (priceCentsOf(part, visitorPrices) ?? 0) / 100,
    partId: part.id,
  }));
}
