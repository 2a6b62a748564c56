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
 * How a category reads one row from its detail document, and whether (and how) the comparison marks
 * the better value. A category's whole sheet is a list of such sections, shared by its detail page and
 * its comparison, so the two can never list different rows.
 */
export interface SpecRowDefinition<Source> {
  label: string;
  pick: (source: Source) => SpecValue;
  score?: SpecScore;
  prefer?: 'higher' | 'lower';
}

export type SpecSheetDefinition<Source> = SpecSection<SpecRowDefinition<Source>>[];

/** One value per compared model (null for a model that failed to load), plus how to score them. */
export interface CompareRow {
  label: string;
  values: SpecValue[];
  score?: SpecScore;
  prefer?: 'higher' | 'lower';
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
    })),
  }));
}
