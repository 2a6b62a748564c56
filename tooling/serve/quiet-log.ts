import type { ServerLog } from '@gadgets/server-kit';

/** A quiet server's log (tests, servers started inside another program): failures only, as plain console errors. */
export const FAILURES_TO_CONSOLE: ServerLog = {
  info() {},
  debug() {},
  warn: (message) => console.error(message),
  error: (message, error) => (error === undefined ? console.error(message) : console.error(message, error)),
};
