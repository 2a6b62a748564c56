import type { BuildReport } from '@gadgets/pc-compatibility';
import type { PcPartModel } from '../pc-parts/service';

/**
 * LIST: the part's launch list price from the catalogue; CHIPSET: a card's chipset's launch price (the card has none
 * of its own); OWN: the price the owner typed for it.
 */
export type PublicBuildPriceKind = 'LIST' | 'CHIPSET' | 'OWN';

export interface PublicBuildPart {
  /** The engine's category (cpu, cpu_cooler, gpu…), or what the saved line says for a line without a part. */
  category: string;
  name: string;
  partId: string | null;
  price: { amountCents: number; kind: PublicBuildPriceKind; sourceUrl: string | null } | null;
}

/** What a published build shows, fixed when it was published: a later edit of the saved build changes none of it. */
export interface PublicBuildSnapshot {
  name: string;
  parts: PublicBuildPart[];
  compatibility: BuildReport;
  /** The sum of the priced parts; null when none has a price (a total of nothing would read as free). */
  totalCents: number | null;
  pricedCount: number;
  partCount: number;
  currency: string;
  /** The CPU's name and the card's chipset (its name when the source gives none), for the gallery's filters. */
  cpu: string | null;
  gpu: string | null;
}

/** A saved build as the custom PC service presents it. */
interface SavedBuild {
  name: string;
  variants: { category: string; description: string; price: number; part: PcPartModel | null }[];
  compatibility: BuildReport;
}

/**
 * A part's price as the catalogue knows it, else as its owner typed it. The client's own figure for a catalogue
 * price is not trusted: the catalogue's is the one shown as a list price.
 */
function priceOf(variant: SavedBuild['variants'][number]): PublicBuildPart['price'] {
  const listPrice = variant.part?.listPrice;
  if (listPrice) {
    const kind = listPrice.kind === 'CHIPSET' ? 'CHIPSET' : 'LIST';
    return { amountCents: listPrice.amountCents, kind, sourceUrl: listPrice.sourceUrl ?? null };
  }
  const cents = Math.round(variant.price * 100);
  return cents > 0 ? { amountCents: cents, kind: 'OWN', sourceUrl: null } : null;
}

export function snapshotOf(build: SavedBuild): PublicBuildSnapshot {
  const parts = build.variants.map((variant): PublicBuildPart => ({
    category: variant.part ? variant.part.category.toLowerCase() : variant.category,
    name: variant.part?.name ?? variant.description,
    partId: variant.part?.id ?? null,
    price: priceOf(variant),
  }));
  const priced = parts.flatMap((part) => (part.price ? [part.price.amountCents] : []));
  const cpu = build.variants.find((variant) => variant.part?.category === 'CPU')?.part ?? null;
  const gpu = build.variants.find((variant) => variant.part?.category === 'GPU')?.part ?? null;
  const chipset = gpu?.specs.chipset;
  return {
    name: build.name,
    parts,
    compatibility: build.compatibility,
    totalCents: priced.length > 0 ? priced.reduce((sum, cents) => sum + cents, 0) : null,
    pricedCount: priced.length,
    partCount: parts.length,
    currency: build.variants.find((variant) => variant.part?.listPrice)?.part?.listPrice?.currency ?? 'USD',
    cpu: cpu?.name ?? null,
    gpu: gpu ? (typeof chipset === 'string' && chipset.trim() ? chipset.trim() : gpu.name) : null,
  };
}
