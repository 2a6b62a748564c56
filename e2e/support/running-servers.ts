import type { ChildProcess } from 'node:child_process';

/** What global setup started, for global teardown (both run in jest's main process); static servers: site-servers.ts. */
export const running: {
  api?: ChildProcess;
  signInProvider?: ChildProcess;
  dataDir?: string;
} = {};
