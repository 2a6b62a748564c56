// Pure helpers of the Lighthouse bench: one row per page from several Lighthouse results (median of each
// metric), the table beside the budget, and which elements moved (so a CLS number points at a component).

/** Issue 15's budget, mobile emulation. */
export const BUDGET = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02 };

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** JavaScript bytes on the wire (compressed, headers included) as Lighthouse's resource summary counts them. */
function scriptTransferBytes(lhr) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  return items.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;
}

/** The numbers the table shows, from one Lighthouse result. */
export function metricsOf(lhr) {
  const score = lhr.categories.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    scriptBytes: scriptTransferBytes(lhr),
  };
}

/** Median of each metric on its own across the runs of one page. */
export function medianRow(page, runs) {
  const keys = ['score', 'lcpMs', 'tbtMs', 'cls', 'scriptBytes'];
  return {
    page,
    runs: runs.length,
    ...Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])),
  };
}

export function withinBudget(row) {
  return row.score >= BUDGET.score && row.lcpMs <= BUDGET.lcpMs && row.tbtMs <= BUDGET.tbtMs && row.cls <= BUDGET.cls;
}

const mark = (ok) => (ok ? ' ' : '!');
const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
const millis = (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'n/a');
const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : 'n/a');

/** A fixed-width table; "!" marks a number outside the budget. */
export function formatTable(rows) {
  const header = ['page', 'perf', 'LCP', 'TBT', 'CLS', 'JS transferred'];
  const budget = [
    'budget',
    `>= ${BUDGET.score}`,
    `<= ${seconds(BUDGET.lcpMs)}`,
    `<= ${millis(BUDGET.tbtMs)}`,
    `<= ${BUDGET.cls}`,
    '',
  ];
  const body = rows.map((row) => [
    row.page,
    `${Number.isFinite(row.score) ? row.score : 'n/a'}${mark(row.score >= BUDGET.score)}`,
    `${seconds(row.lcpMs)}${mark(row.lcpMs <= BUDGET.lcpMs)}`,
    `${millis(row.tbtMs)}${mark(row.tbtMs <= BUDGET.tbtMs)}`,
    `${Number.isFinite(row.cls) ? row.cls.toFixed(3) : 'n/a'}${mark(row.cls <= BUDGET.cls)}`,
    kb(row.scriptBytes),
  ]);
  return fixedWidth([header, budget], body);
}

const signed = (value, format) => (Number.isFinite(value) ? `${value > 0 ? '+' : ''}${format(value)}` : 'n/a');

/** Each page's medians in `rows` less those in `baselineRows` (same pages, same order). */
export function formatChange(rows, baselineRows) {
  const header = ['page', 'perf', 'LCP', 'TBT', 'CLS', 'JS transferred'];
  const body = rows.map((row, place) => {
    const before = baselineRows[place];
    return [
      row.page,
      signed(row.score - before.score, String),
      signed(row.lcpMs - before.lcpMs, seconds),
      signed(row.tbtMs - before.tbtMs, millis),
      signed(row.cls - before.cls, (value) => value.toFixed(3)),
      signed(row.scriptBytes - before.scriptBytes, kb),
    ];
  });
  return fixedWidth([header], body);
}

/** Head lines, a rule, then the body: the first column left-aligned, the others right-aligned. */
function fixedWidth(head, body) {
  const lines = [...head, ...body];
  const widths = head[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  const render = (line) =>
    line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [...head.map(render), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(render)].join('\n');
}

/**
 * The elements whose shifts added most to CLS, summed over the runs and divided by the run count,
 * each with the causes Chromium named (unsized image, web font, injected iframe).
 */
export function shiftedElements(lhrs, limit = 5) {
  const byElement = new Map();
  for (const lhr of lhrs) {
    for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) {
      const label = item.node?.selector ?? '(element not identified)';
      const entry = byElement.get(label) ?? {
        selector: label,
        snippet: item.node?.snippet ?? '',
        score: 0,
        causes: new Set(),
      };
      entry.score += item.score / lhrs.length;
      for (const sub of item.subItems?.items ?? []) entry.causes.add(sub.cause);
      byElement.set(label, entry);
    }
  }
  return [...byElement.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => ({ ...entry, causes: [...entry.causes] }));
}

/** The element Lighthouse took as the largest contentful paint, from the first run that names one. */
export function lcpElement(lhrs) {
  for (const lhr of lhrs) {
    const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
    const node =
      items.find((item) => item.type === 'node') ??
      items.flatMap((item) => item.items ?? []).find((item) => item.type === 'node');
    if (node) return node.snippet ?? node.selector;
  }
  return undefined;
}
