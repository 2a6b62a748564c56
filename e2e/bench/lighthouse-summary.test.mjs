// The bench's arithmetic and table, without a browser (the root jest project "benches").
import assert from 'node:assert/strict';
import {
  formatChange,
  formatTable,
  lcpElement,
  median,
  medianRow,
  metricsOf,
  shiftedElements,
  withinBudget,
} from './lighthouse-summary.mjs';

function lhr({ score = 0.9, lcp = 2500, tbt = 100, cls = 0.01, script = 200_000, shifts = [], lcpNode } = {}) {
  return {
    categories: { performance: { score } },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: cls },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', transferSize: 999_999 },
            { resourceType: 'script', transferSize: script },
          ],
        },
      },
      'layout-shifts': { details: { items: shifts } },
      'lcp-breakdown-insight': {
        details: {
          items: lcpNode
            ? [
                { type: 'table', items: [] },
                { type: 'node', snippet: lcpNode },
              ]
            : [],
        },
      },
    },
  };
}

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones, ignoring missing numbers', () => {
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.equal(median([5, Number.NaN, 1, 3]), 3);
    assert.ok(Number.isNaN(median([])));
  });
});

describe('one row per page', () => {
  it('reads score (0-100), LCP, TBT, CLS and script bytes, and takes the median of each on its own', () => {
    const runs = [
      lhr({ score: 0.5, lcp: 4000, tbt: 10 }),
      lhr({ score: 0.97, lcp: 1000, tbt: 900 }),
      lhr({ score: 0.8, lcp: 2000, tbt: 300 }),
    ].map(metricsOf);
    assert.deepEqual(medianRow('phone spec', runs), {
      page: 'phone spec',
      runs: 3,
      score: 80,
      lcpMs: 2000,
      tbtMs: 300,
      cls: 0.01,
      scriptBytes: 200_000,
    });
  });

  it('meets the budget only when all four numbers do', () => {
    const good = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02 };
    assert.equal(withinBudget(good), true);
    assert.equal(withinBudget({ ...good, cls: 0.021 }), false);
    assert.equal(withinBudget({ ...good, score: 94 }), false);
  });

  it('prints the budget line and marks each number outside it', () => {
    const table = formatTable([
      { page: 'bike spec', score: 57, lcpMs: 3900, tbtMs: 120, cls: 0.73, scriptBytes: 262 * 1024 },
    ]);
    const [header, budget, , row] = table.split('\n');
    assert.match(header, /page\s+perf\s+LCP\s+TBT\s+CLS\s+JS transferred/);
    assert.match(budget, />= 95\s+<= 2\.00 s\s+<= 150 ms\s+<= 0\.02/);
    assert.match(row, /bike spec\s+57!\s+3\.90 s!\s+120 ms \s+0\.730!\s+262\.0 KB/);
  });

  it('prints each page against the baseline, signed, and n/a where a number is missing', () => {
    const now = { page: 'home /', score: 100, lcpMs: 1200, tbtMs: 40, cls: 0, scriptBytes: 170 * 1024 };
    const before = { page: 'home /', score: 96, lcpMs: 1500, tbtMs: Number.NaN, cls: 0.01, scriptBytes: 171 * 1024 };
    const [header, , row] = formatChange([now], [before]).split('\n');
    assert.match(header, /page\s+perf\s+LCP\s+TBT\s+CLS\s+JS transferred/);
    assert.match(row, /home \/\s+\+4\s+-0\.30 s\s+n\/a\s+-0\.010\s+-1\.0 KB/);
  });
});

describe('what moved', () => {
  it('sums each element over the runs, averages by run count, biggest first, with the causes', () => {
    const node = (selector) => ({ selector, snippet: `<${selector}>` });
    const runs = [
      lhr({
        shifts: [
          { node: node('section.summary'), score: 0.6 },
          { node: node('nav'), score: 0.02 },
        ],
      }),
      lhr({
        shifts: [
          {
            node: node('section.summary'),
            score: 0.2,
            subItems: { items: [{ cause: 'Media element lacking an explicit size' }] },
          },
        ],
      }),
    ];
    const moved = shiftedElements(runs);
    assert.deepEqual(
      moved.map((entry) => [entry.selector, Number(entry.score.toFixed(3))]),
      [
        ['section.summary', 0.4],
        ['nav', 0.01],
      ],
    );
    assert.deepEqual(moved[0].causes, ['Media element lacking an explicit size']);
  });

  it('names the LCP element from the first run that has one', () => {
    assert.equal(lcpElement([lhr(), lhr({ lcpNode: '<img alt="Pixel 9 Pro">' })]), '<img alt="Pixel 9 Pro">');
    assert.equal(lcpElement([lhr()]), undefined);
  });
});
