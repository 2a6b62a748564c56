// One way to start Debian's Chromium for the browser tests and the benchmarks alike.
import { chromium } from 'playwright-core';

/** Debian's Chromium, unless CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and kept from reaching for the network on its own (updates, sync, background fetches). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launches Chromium through Playwright with the flags above and any extra ones. */
export function launchChromium(extraFlags = []) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...extraFlags] });
}
