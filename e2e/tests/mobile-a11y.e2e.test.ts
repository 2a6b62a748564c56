import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openPage, setupBrowserContext } from '../support/browser';
import { testSite } from '../support/test-site';

/** axe-core is a dev dependency of the shell; the phone pages are checked inside it, in both colour modes. */
const AXE_SOURCE = require.resolve('axe-core/axe.min.js', { paths: [join(__dirname, '..', '..', 'shell')] });

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { html: string }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations as AxeViolation[];
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.html.slice(0, 120)).join(', ')}`);
}

const PAGES = [
  { path: '/mobile', ready: 'Popular comparisons' },
  { path: '/mobile/google?page=2', ready: /^Showing 13-24 of/ },
  { path: '/mobile/google/pixel-9-pro', ready: 'Full specifications' },
  { path: '/mobile/compare_mobile_models', ready: 'Best' },
];

const browsing = setupBrowserContext();

describe.each(['light', 'dark'] as const)('phone pages in %s mode', (colorScheme) => {
  it.each(PAGES)('$path has no serious accessibility violations', async ({ path, ready }) => {
    const context = await browsing.browser.newContext({ colorScheme });
    try {
      await context.addInitScript(() => {
        // Two phones to compare, so the comparison table is checked too.
        window.localStorage.setItem(
          'compare_mobile_models',
          JSON.stringify([
            { company: 'google', path: 'pixel-9-pro' },
            { company: 'samsung', path: 'galaxy-s25-ultra' },
          ]),
        );
      });
      const { page } = await openPage(context);
      await page.goto(`${testSite().shellUrl}${path}`);
      await page.getByText(ready).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
