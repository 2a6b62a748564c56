import type { ChildProcess } from 'node:child_process';

/** What global setup started, for global teardown (both run in jest's main process). */
export const running: {
  api?: ChildProcess;
  dataDir?: string;
  servers: { close: () => Promise<void> }[];
} = { servers: [] };
