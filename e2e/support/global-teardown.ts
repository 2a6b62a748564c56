import { rmSync } from 'node:fs';
import { stopProcess } from './api-process';
import { running } from './running-servers';
import { stopAllSiteServers } from './site-servers';

export default async function globalTeardown() {
  await stopAllSiteServers();
  await stopProcess(running.api);
  await stopProcess(running.signInProvider);
  if (running.dataDir) rmSync(running.dataDir, { recursive: true, force: true });
}
