#!/usr/bin/env node
// Diagnostic, not a test: which elements move while a page loads. Opens each page in Chromium at a phone's size,
// holds every GraphQL answer back by --delay ms (so skeletons paint first, as on a slow phone), scrolls to the
// bottom and back, and lists each layout shift with the elements that moved and from where to where.
// Needs the API at API_ORIGIN; BENCH_PORT_BASE moves the ports. Usage: node e2e/bench/layout-shifts.mjs [--delay 800] [paths…]
import { parseArgs } from 'node:util';
import { launchChromium } from '../support/chromium.mjs';
import { serveBuiltSite } from './serve-built-site.mjs';

const DEFAULT_PATHS = [
  '/',
  '/mobile/google/pixel-9-pro',
  '/laptop/dell/xps-13-9350',
  '/bike/royalenfield/himalayan-450',
  '/desktop/custom-pc-build',
  '/mobile',
  '/laptop',
  '/bike',
];

const { values: options, positionals } = parseArgs({
  options: {
    delay: { type: 'string', default: '800' },
    width: { type: 'string', default: '412' },
    height: { type: 'string', default: '823' },
  },
  allowPositionals: true,
});
const paths = positionals.length > 0 ? positionals : DEFAULT_PATHS;
const delayMs = Number(options.delay);

const portBase = Number(process.env.BENCH_PORT_BASE ?? 4610);
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:4000';

/** Runs in the page before any script: records every shift with the rectangles of what moved. */
function recordShifts() {
  window.__shifts = [];
  const describe = (node) => {
    if (!node || node.nodeType !== 1)
      return node ? `#text "${(node.textContent ?? '').trim().slice(0, 30)}"` : '(gone)';
    const label =
      node.getAttribute('aria-label') ?? node.getAttribute('alt') ?? (node.textContent ?? '').trim().slice(0, 30);
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}[${label}]`;
  };
  const rect = (box) => `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        input: entry.hadRecentInput,
        sources: entry.sources.map(
          (source) => `${describe(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const site = await serveBuiltSite({ portBase, apiOrigin });
const browser = await launchChromium();
try {
  for (const path of paths) {
    const context = await browser.newContext({
      viewport: { width: Number(options.width), height: Number(options.height) },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.addInitScript(recordShifts);
    await page.route('**/graphql', async (route) => {
      await new Promise((resolveDelay) => setTimeout(resolveDelay, delayMs));
      await route.continue();
    });
    // Not 'networkidle': the notification subscription keeps a request open.
    await page.goto(`${site.shellUrl}${path}`, { waitUntil: 'load' });
    await page
      .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 15_000 })
      .catch(() => undefined);
    await page.waitForTimeout(delayMs + 1000);
    const loadShifts = await page.evaluate(() => window.__shifts.length);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(1000);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => window.__shifts);
    const total = shifts.filter((shift) => !shift.input).reduce((sum, shift) => sum + shift.value, 0);
    console.log(`\n${path}: ${total.toFixed(4)} from ${shifts.length} shift(s), ${loadShifts} before scrolling`);
    for (const shift of shifts) {
      console.log(
        `  ${String(shift.at).padStart(6)} ms  ${shift.value.toFixed(4)}${shift.input ? ' (after input)' : ''}`,
      );
      for (const source of shift.sources) console.log(`      ${source}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}
