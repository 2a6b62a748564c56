import type { OPEN_DB_CATEGORIES } from './open-db-categories';

export interface CategoryReport {
  folder: (typeof OPEN_DB_CATEGORIES)[number]['folder'];
  file: string;
  read: number;
  imported: number;
  /** Rejection reason → the ids it rejected. */
  rejected: Map<string, string[]>;
}

const START = '<!-- import-report:start -->';
const END = '<!-- import-report:end -->';

const plural = (count: number) => count.toLocaleString('en-US');

/** The report as Markdown: counts per category, then each reason with its count and a few ids to look at. */
export function formatImportReport(commit: string, reports: readonly CategoryReport[]): string {
  const total = (pick: (report: CategoryReport) => number) => reports.reduce((sum, report) => sum + pick(report), 0);
  const rejectedCount = (report: CategoryReport) => [...report.rejected.values()].reduce((n, ids) => n + ids.length, 0);
  const lines = [
    START,
    `Imported by \`pnpm --filter @gadgets/api import-pc-parts\` from OpenDB commit \`${commit}\`.`,
    '',
    '| OpenDB folder | file | records read | imported | rejected |',
    '| --- | --- | ---: | ---: | ---: |',
    ...reports.map(
      (report) =>
        `| ${report.folder} | \`${report.file}.json.gz\` | ${plural(report.read)} | ${plural(report.imported)} | ${plural(rejectedCount(report))} |`,
    ),
    `| **all** | | ${plural(total((r) => r.read))} | ${plural(total((r) => r.imported))} | ${plural(total(rejectedCount))} |`,
    '',
    'Rejected records, by reason (the first ids of each, to look them up in `open-db/<folder>/<id>.json`):',
    '',
    ...reports.flatMap((report) =>
      [...report.rejected].map(
        ([reason, ids]) =>
          `- ${report.folder}: ${reason}: ${plural(ids.length)} (${ids.slice(0, 3).join(', ')}${ids.length > 3 ? ', …' : ''})`,
      ),
    ),
    END,
  ];
  return lines.join('\n');
}

/** The README with its report section replaced (or appended when it has none yet). */
export function withImportReport(readme: string, report: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end === -1) return `${readme.trimEnd()}\n\n## Import report\n\n${report}\n`;
  return readme.slice(0, start) + report + readme.slice(end + END.length);
}
