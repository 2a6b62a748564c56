import type { Circus } from '@jest/types';
import { TestEnvironment } from 'jest-environment-node';

/**
 * Node's test environment, with a look at the browser when a test fails: a page whose main thread stopped answering
 * has its stack printed (support/stuck-pages.ts, registered by the test's own modules as `reportStuckPages`).
 */
export default class BrowserTestEnvironment extends TestEnvironment {
  async handleTestEvent(event: Circus.Event): Promise<void> {
    if (event.name !== 'test_fn_failure') return;
    const report = this.global.reportStuckPages as (() => Promise<void>) | undefined;
    await report?.();
  }
}
