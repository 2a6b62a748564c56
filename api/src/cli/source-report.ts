import { type SourceCheck } from '../seed/source-checks';

export const CATALOGUE_CATEGORIES = ['phones', 'laptops', 'bikes', 'PC parts'] as const;
export type CatalogueCategory = (typeof CATALOGUE_CATEGORIES)[number];

/** One model (or spec line) of the catalogue as the report sees it. */
export interface SourcedModel {
  category: CatalogueCategory;
  model: string;
  /** The names of the values the line states (unknown values are left out). */
  stated: readonly string[];
  /** Pages that state some of those values and agree with them. */
  checks: readonly SourceCheck[];
}

export interface CategoryCounts {
  category: CatalogueCategory;
  models: number;
  /** Models with at least one checked page. */
  sourced: number;
  unsourced: number;
  /** Models whose every stated value a checked page confirms. */
  verified: number;
  /** Stated values no checked page confirms, over all models. */
  unverifiedValues: number;
}

export interface UnverifiedModel {
  category: CatalogueCategory;
  model: string;
  values: string[];
  /** No page at all is recorded for this model. */
  unsourced: boolean;
}

export interface SourceReport {
  categories: CategoryCounts[];
  unverified: UnverifiedModel[];
  /** Malformed data: each one makes the report fail. */
  problems: string[];
}

function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

/** What is wrong with one model's checks, if anything. */
function problemsOf(model: SourcedModel): string[] {
  const name = `${model.category} / ${model.model}`;
  const stated = new Set(model.stated);
  const problems: string[] = [];
  if (stated.size === 0) problems.push(`${name}: states no value at all`);
  const urls = new Set<string>();
  for (const check of model.checks) {
    if (!isHttpsUrl(check.url)) problems.push(`${name}: source "${check.url}" is not an https URL`);
    if (urls.has(check.url)) problems.push(`${name}: source ${check.url} is listed twice`);
    urls.add(check.url);
    if (check.values.length === 0) problems.push(`${name}: source ${check.url} confirms no value`);
    for (const value of check.values) {
      if (!stated.has(value))
        problems.push(`${name}: source ${check.url} confirms "${value}", a value the line does not state`);
    }
  }
  return problems;
}

/** Counts per category, the values still unverified and any malformed data; pure, so a fixture can drive it. */
export function sourceReport(models: readonly SourcedModel[]): SourceReport {
  const problems: string[] = [];
  const seen = new Set<string>();
  const unverified: UnverifiedModel[] = [];
  const categories = CATALOGUE_CATEGORIES.map((category): CategoryCounts => ({
    category,
    models: 0,
    sourced: 0,
    unsourced: 0,
    verified: 0,
    unverifiedValues: 0,
  }));
  for (const model of models) {
    const key = `${model.category} / ${model.model}`;
    if (seen.has(key)) problems.push(`${key}: listed twice`);
    seen.add(key);
    problems.push(...problemsOf(model));
    const counts = categories.find((entry) => entry.category === model.category)!;
    // A page that is not an https URL is reported as malformed and confirms nothing.
    const usable = model.checks.filter((check) => isHttpsUrl(check.url));
    const confirmed = new Set(usable.flatMap((check) => check.values));
    const open = model.stated.filter((value) => !confirmed.has(value));
    counts.models += 1;
    if (usable.length > 0) counts.sourced += 1;
    else counts.unsourced += 1;
    if (model.stated.length > 0 && open.length === 0) counts.verified += 1;
    counts.unverifiedValues += open.length;
    if (open.length > 0)
      unverified.push({ category: model.category, model: model.model, values: open, unsourced: usable.length === 0 });
  }
  return { categories, unverified, problems };
}

/** The report as people read it in a terminal or a CI log. */
export function formatSourceReport(report: SourceReport, { listValues = true } = {}): string {
  const lines = [
    'Catalogue sources (a model is sourced when a checked page is recorded for it; see api/README.md)',
    '',
  ];
  lines.push('category   models  sourced  unsourced  fully verified  unverified values');
  for (const counts of report.categories) {
    lines.push(
      `${counts.category.padEnd(9)} ${String(counts.models).padStart(7)} ${String(counts.sourced).padStart(8)} ${String(counts.unsourced).padStart(10)}` +
        ` ${String(counts.verified).padStart(15)} ${String(counts.unverifiedValues).padStart(18)}`,
    );
  }
  if (listValues) {
    for (const category of CATALOGUE_CATEGORIES) {
      const models = report.unverified.filter((entry) => entry.category === category);
      if (models.length === 0) continue;
      lines.push('', `Unverified values: ${category}`);
      for (const entry of models) {
        // A model nobody has checked yet would repeat every value name; say so once instead.
        const values =
          entry.unsourced && entry.values.length > 3
            ? `all ${entry.values.length} stated values (no source checked)`
            : entry.values.join(', ');
        lines.push(`  ${entry.model}: ${values}`);
      }
    }
  }
  lines.push('', report.problems.length === 0 ? 'Malformed data: none' : `Malformed data (${report.problems.length}):`);
  for (const problem of report.problems) lines.push(`  ${problem}`);
  return lines.join('\n');
}
