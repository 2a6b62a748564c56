import type { UnitSystem } from '@gadgets/shared-ui';
import { groupedNumber } from '../grouped-number';
import type { CompareSection, RowContrast } from '../spec-sheet/spec-sheet';
import { specEntriesOf, type SpecValue } from '../spec-table/spec-value';
import { LABEL_UNIT, rowAsRead } from '../units/spec-units';

/** How many leads the summary names per model: its clearest few, not a second table. */
export const LEADS_PER_MODEL = 3;

/** One model's clearest leads, worded ('18% more battery', '40 g lighter'), the largest first. */
export interface ModelLeads {
  name: string;
  leads: string[];
}

interface Lead {
  text: string;
  /** The difference as a share of the larger value, 0 to 1: what 'clearest' ranks by, whatever the row's unit. */
  size: number;
}

const NUMBER_AND_UNIT = /(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?([A-Za-z°%"]+(?:\/[A-Za-z]+)?)?/g;

/** The unit of the number a value scored: the label's ('Kerb Weight (kg)') or the one written after it ('1.24 kg'). */
function unitOf(label: string, value: SpecValue, score: number): string | null {
  const named = LABEL_UNIT.exec(label)?.[1];
  if (named) return named;
  for (const [, number, unit] of (specEntriesOf(value) ?? []).join(' ').matchAll(NUMBER_AND_UNIT)) {
    if (Number(number!.replace(/,/g, '')) === score) return unit ?? null;
  }
  return null;
}

const decimalsOf = (value: number) => (String(value).split('.')[1] ?? '').length;

/**
 * A lead worded after its amount: a percentage of the other value, or the difference in the unit the visitor reads
 * ('%' and '"' close up to the number). Null when the amount rounds to nothing.
 */
function wordedLead(
  contrast: RowContrast,
  mine: number,
  other: number,
  prefer: 'higher' | 'lower',
  unit: string | null,
): string | null {
  if (contrast.amount === 'percent') {
    if (other === 0) return null;
    const percent = Math.round(((prefer === 'higher' ? mine - other : other - mine) / other) * 100);
    return percent > 0 ? `${groupedNumber(percent)}% ${contrast.better}` : null;
  }
  const scale = 10 ** Math.min(2, Math.max(decimalsOf(mine), decimalsOf(other)));
  const difference = Math.round(Math.abs(mine - other) * scale) / scale;
  if (difference === 0) return null;
  const amount = unit
    ? `${groupedNumber(difference)}${/^[%"]/.test(unit) ? '' : ' '}${unit}`
    : groupedNumber(difference);
  return `${amount} ${contrast.better}`;
}

/**
 * What each model leads in, computed from the rows: in each row that says how to word a lead, a model leads when its
 * value is better than the best of the other models' (so with two models, better than the other), by that margin.
 * Values are read in the visitor's units, so a difference reads '88 lb lighter' to a visitor who reads pounds. Models
 * without a name (not loaded) or without a lead are left out; when nothing differs the list is empty.
 */
export function compareLeadsOf(
  sections: readonly CompareSection[],
  names: readonly (string | null | undefined)[],
  units: UnitSystem | null,
): ModelLeads[] {
  const leads: Lead[][] = names.map(() => []);
  for (const row of sections.flatMap((section) => section.rows)) {
    const { score, contrast, prefer = 'higher' } = row;
    if (!score || !contrast) continue;
    const read = rowAsRead(row.label, row.values.slice(0, names.length), units);
    const scores = read.values.map((value) => score(value));
    scores.forEach((mine, index) => {
      const others = scores.filter((other, at): other is number => at !== index && other !== null);
      if (mine === null || others.length === 0) return;
      const other = prefer === 'higher' ? Math.max(...others) : Math.min(...others);
      if (prefer === 'higher' ? mine <= other : mine >= other) return;
      const text = wordedLead(contrast, mine, other, prefer, unitOf(read.label, read.values[index], mine));
      if (text) leads[index]!.push({ text, size: Math.abs(mine - other) / Math.max(Math.abs(mine), Math.abs(other)) });
    });
  }
  return names.flatMap((name, index) => {
    const clearest = [...leads[index]!].sort((a, b) => b.size - a.size).slice(0, LEADS_PER_MODEL);
    return name && clearest.length > 0 ? [{ name, leads: clearest.map((lead) => lead.text) }] : [];
  });
}
