import type { SpecScore } from '../compare/better-value';
import type { SpecValue } from '../spec-table/spec-value';

/** One line of a spec sheet: 'Weight' -> '1.24 kg'. A missing value reads 'N/A'. */
export interface SpecRow {
  label: string;
  value: SpecValue;
}

/** A titled group of rows ('Display', 'Battery & Build'): the one shape every spec sheet is made of. */
export interface SpecSection<Row = SpecRow> {
  title: string;
  rows: Row[];
}

/**
 * How a comparison's summary words a model's lead in a row, after the amount: '18% more battery', '40 g lighter'.
 * `better` is what the model with the better value has ('more battery', 'lighter', 'cheaper', 'larger screen'); the
 * amount is a percentage of the other value for quantities that scale (capacity, memory, power), or the difference in
 * the unit the visitor reads for ones read as amounts (weight, screen size, top speed).
 */
export interface RowContrast {
  better: string;
  amount: 'percent' | 'difference';
}

/** A lead read as a share of the other value: byPercent('more battery') reads '18% more battery'. */
export const byPercent = (better: string): RowContrast => ({ better, amount: 'percent' });

/** A lead read as a difference in the unit shown: byDifference('lighter') reads '40 g lighter'. */
export const byDifference = (better: string): RowContrast => ({ better, amount: 'difference' });

/**
 * How a category reads one row from its detail document, and whether (and how) the comparison marks
 * the better value. A category's whole sheet is a list of such sections, shared by its detail page and
 * its comparison, so the two can never list different rows.
 */
export interface SpecRowDefinition<Source> {
  label: string;
  pick: (source: Source) => SpecValue;
  score?: SpecScore;
  prefer?: 'higher' | 'lower';
  /** How the comparison's summary words a lead in this row; a row without it stays out of the summary. */
  contrast?: RowContrast;
}

export type SpecSheetDefinition<Source> = SpecSection<SpecRowDefinition<Source>>[];

/** One value per compared model (null for a model that failed to load), plus how to score them. */
export interface CompareRow {
  label: string;
  values: SpecValue[];
  score?: SpecScore;
  prefer?: 'higher' | 'lower';
  contrast?: RowContrast;
}

export type CompareSection = SpecSection<CompareRow>;

/** The sheet of one model. */
export function specSectionsOf<Source>(definition: SpecSheetDefinition<Source>, source: Source): SpecSection[] {
  return definition.map((section) => ({
    title: section.title,
    rows: section.rows.map((row) => ({ label: row.label, value: row.pick(source) })),
  }));
}

/** The sheets of several models side by side; a model that is not there (yet) shows 'N/A' throughout. */
export function compareSectionsOf<Source>(
  definition: SpecSheetDefinition<Source>,
  sources: (Source | null | undefined)[],
): CompareSection[] {
  return definition.map((section) => ({
    title: section.title,
    rows: section.rows.map((row) => ({
      label: row.label,
      values: sources.map((source) => (source ? row.pick(source) : null)),
      score: row.score,
      prefer: row.prefer,
      contrast: row.contrast,
    })),
  }));
}
