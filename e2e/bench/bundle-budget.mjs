#!/usr/bin/env node
// Benchmark, not a test: JavaScript a visitor downloads (gzip bytes on the wire) on the first load of /
// and what each category's first route adds when reached from there; every shared singleton counted.
// Serves the built site on spare ports, drives Debian's Chromium, prints a table against the budgets below
// (first load, each section's first route, one react-dom); exits 1 when one is over.
import { launchChromium } from '../support/chromium.mjs';
import { serveBuiltSite } from './serve-built-site.mjs';

const BUDGET_FIRST_LOAD = 170 * 1024;
const BUDGET_PER_ROUTE = 50 * 1024;
const REACT_DOM_MARKER = 'rendererPackageName:"react-dom"';
const portBase = Number(process.env.BENCH_PORT_BASE ?? 4610);
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:4000';
const routes = [
  { section: 'mobile', link: /^Phones/, heading: 'Mobile phones' },
  { section: 'laptop', link: /^Laptops/, heading: 'Laptops' },
  { section: 'bike', link: /^Bikes/, heading: 'Bike Home Page' },
  { section: 'desktop', link: /^Custom PC/, heading: 'Build Your Custom PC' },
];

const site = await serveBuiltSite({ portBase, apiOrigin });

const browser = await launchChromium();
const page = await browser.newPage();
let scriptBytes = 0;
let reactDomCopies = 0;
const pending = new Set();
page.on('response', (response) => {
  if (response.request().resourceType() !== 'script') return;
  const measured = (async () => {
    const sizes = await response.request().sizes();
    scriptBytes += sizes.responseBodySize;
    if (process.env.BENCH_VERBOSE) console.log(`    ${kb(sizes.responseBodySize).padStart(9)}  ${response.url()}`);
    if ((await response.text().catch(() => '')).includes(REACT_DOM_MARKER)) reactDomCopies += 1;
  })();
  pending.add(measured);
  void measured.finally(() => pending.delete(measured));
});
const settle = async () => {
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = [];
await page.goto(`${site.shellUrl}/`);
await page.getByRole('heading', { level: 1 }).first().waitFor();
// The server's HTML shows the heading at once; the page's code is all loaded once it has run (shared-ui's
// useMarkPageInteractive removes the attribute), so a slow start cannot leave a chunk to the next row.
await page.waitForFunction(() => !document.documentElement.hasAttribute('data-page-pending'));
await settle();
rows.push({ what: 'first load of /', bytes: scriptBytes, budget: BUDGET_FIRST_LOAD });
for (const { section, link, heading } of routes) {
  const before = scriptBytes;
  await page.getByRole('link', { name: link }).first().click();
  await page.getByRole('heading', { name: heading }).first().waitFor();
  await settle();
  rows.push({ what: `+ /${section} first route`, bytes: scriptBytes - before, budget: BUDGET_PER_ROUTE });
  await page.goBack();
  await settle();
}

console.log('\nJavaScript on the wire (gzip), against the budgets');
for (const row of rows) {
  console.log(
    `  ${row.what.padEnd(26)} ${kb(row.bytes).padStart(10)}   budget ${kb(row.budget).padStart(9)}   ${row.bytes <= row.budget ? 'ok' : 'OVER'}`,
  );
}
console.log(`  react-dom copies downloaded: ${reactDomCopies} (budget 1)`);

await browser.close();
await site.close();
process.exitCode = rows.every((row) => row.bytes <= row.budget) && reactDomCopies === 1 ? 0 : 1;
