import { rmSync } from 'node:fs';
import { stopProcess } from './api-process';
import { running } from './running-servers';

export default async function globalTeardown() {
  await Promise.all(running.servers.map((server) => server.close()));
  await stopProcess(running.api);
  if (running.dataDir) rmSync(running.dataDir, { recursive: true, force: true });
}
