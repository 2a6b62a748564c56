import type { CompareRow, CompareSection } from '../spec-sheet/spec-sheet';
import { NOT_AVAILABLE, specEntriesOf, type SpecValue } from '../spec-table/spec-value';

/** What a visitor reads in a cell, so '8 GB' and ' 8 GB ' or null and '' count as the same value. */
const shownText = (value: SpecValue): string => (specEntriesOf(value) ?? [NOT_AVAILABLE]).join('\n').toLowerCase();

/** A row differs when at least two of the compared models read differently in it ('N/A' counts as a value). */
export function rowDiffers(row: CompareRow, columnCount: number): boolean {
  const shown = row.values.slice(0, columnCount).map(shownText);
  return new Set(shown).size > 1;
}

/** The sections keeping only the rows that differ; a section left without rows is dropped. */
export function differingSectionsOf(sections: CompareSection[], columnCount: number): CompareSection[] {
  return sections
    .map((section) => ({ ...section, rows: section.rows.filter((row) => rowDiffers(row, columnCount)) }))
    .filter((section) => section.rows.length > 0);
}

export const rowCountOf = (sections: CompareSection[]): number =>
  sections.reduce((total, section) => total + section.rows.length, 0);
