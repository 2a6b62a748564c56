import { CATEGORY_LABELS, toPartCategory, type BuildReport } from '@gadgets/pc-compatibility';
import type { BuildPart } from '../build-part-fields';
import { priceCentsOf, type VisitorPrices } from '../build-prices';
import { BUILD_SLOTS } from '../build-slots-definition';
import type { ExportedBuild, ExportedPart } from './build-export-text';

/** The slot a category fills, as the builder names it ('Video Card'); a line of no known category keeps its own. */
export function slotLabelOf(category: string): string {
  const known = toPartCategory(category);
  return known ? CATEGORY_LABELS[known] : category;
}

/** Parts in the builder's slot order (a part of no known slot last), each slot's parts in the order chosen. */
function inSlotOrder<Line>(lines: readonly Line[], categoryOf: (line: Line) => string): Line[] {
  const rank = (line: Line) => {
    const index = BUILD_SLOTS.findIndex((slot) => slot.category === toPartCategory(categoryOf(line)));
    return index === -1 ? BUILD_SLOTS.length : index;
  };
  return lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => rank(a.line) - rank(b.line) || a.index - b.index)
    .map(({ line }) => line);
}

/** A catalogue price: the part's own launch price, or its chipset's. */
const listPriceOf = (listPrice: NonNullable<BuildPart['listPrice']>): NonNullable<ExportedPart['price']> => ({
  cents: listPrice.amountCents,
  kind: listPrice.kind === 'CHIPSET' ? 'chipset' : 'list',
});

/** A line's own price: a saved 0 is no price (a build is saved with 0 where it had none). */
const ownPrice = (cents: number): ExportedPart['price'] => (cents > 0 ? { cents, kind: 'own' } : null);

const currencyOf = (parts: readonly (BuildPart | null | undefined)[]) =>
  parts.find((part) => part?.listPrice)?.listPrice?.currency ?? 'USD';

function verdictOf(report: {
  problems: readonly { severity: string; message: string }[];
  unchecked: readonly string[];
  estimatedWattage: number;
  recommendedPsuWattage: number;
}): Pick<ExportedBuild, 'problems' | 'unchecked' | 'estimatedWattage' | 'recommendedPsuWattage'> {
  return {
    // The engine writes 'error', the API 'ERROR'.
    problems: report.problems.map((problem) => ({
      severity: problem.severity.toLowerCase() === 'error' ? 'error' : 'warning',
      message: problem.message,
    })),
    unchecked: report.unchecked,
    estimatedWattage: report.estimatedWattage,
    recommendedPsuWattage: report.recommendedPsuWattage,
  };
}

/** The builder's current build: its parts with their list prices or the visitor's own, and the engine's report. */
export function exportOfBuilder(input: {
  title: string;
  parts: readonly BuildPart[];
  visitorPrices: VisitorPrices;
  report: BuildReport;
  link: string | null;
}): ExportedBuild {
  return {
    title: input.title,
    // Priced as the builder's total prices them (build-prices.ts), so the export and the page agree.
    parts: inSlotOrder(input.parts, (part) => part.category).map((part) => {
      const cents = priceCentsOf(part, input.visitorPrices);
      return {
        slot: slotLabelOf(part.category),
        name: part.name,
        price: part.listPrice ? listPriceOf(part.listPrice) : cents === null ? null : { cents, kind: 'own' as const },
      };
    }),
    currency: currencyOf(input.parts),
    ...verdictOf(input.report),
    link: input.link,
  };
}

/** A saved build as the API reads it: its lines (a catalogue part or free text) and the engine's verdict. */
export interface SavedBuildForExport {
  name: string;
  variants: readonly { category: string; description: string; price: number; part: BuildPart | null }[];
  compatibility: {
    problems: readonly { severity: string; message: string }[];
    unchecked: readonly string[];
    estimatedWattage: number;
    recommendedPsuWattage: number;
  };
}

/** A saved build: a line's saved price is the owner's own unless its part has a list price. */
export function exportOfSavedBuild(build: SavedBuildForExport, link: string | null): ExportedBuild {
  return {
    title: build.name,
    parts: inSlotOrder(build.variants, (variant) => variant.part?.category ?? variant.category).map((variant) => {
      const ownCents = Math.round(variant.price * 100);
      return {
        slot: slotLabelOf(variant.part?.category ?? variant.category),
        name: variant.part?.name ?? variant.description,
        price: variant.part?.listPrice ? listPriceOf(variant.part.listPrice) : ownPrice(ownCents),
      };
    }),
    currency: currencyOf(build.variants.map((variant) => variant.part)),
    ...verdictOf(build.compatibility),
    link,
  };
}
