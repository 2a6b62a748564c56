/** Starting, waiting for and stopping the built API the benchmark measures. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { API_ROOT, PORT } from './options';

export async function waitForHealth(url: string, child?: ChildProcess) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child && child.exitCode !== null) throw new Error(`API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API at ${url} did not become healthy`);
}

export function startApi(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [path.join(API_ROOT, 'dist', 'server.js')], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'silent', RATE_LIMIT_FACTOR: '0', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

export async function stopApi(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
