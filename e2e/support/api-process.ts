import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { LOCAL_PROXY_ADDRESS } from '@gadgets/tooling/serve/proxy-address.mjs';

export interface ApiProcessOptions {
  repoRoot: string;
  port: number;
  dataDir: string;
  siteUrl: string;
  corsOrigins: string[];
  env?: Record<string, string>;
}

/** Runs the built API (node api/dist/server.js) and waits until /health answers. */
export async function startApiProcess(options: ApiProcessOptions): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(options.repoRoot, 'api', 'dist', 'server.js')], {
    cwd: join(options.repoRoot, 'api'),
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      SITE_URL: options.siteUrl,
      CORS_ORIGINS: options.corsOrigins.join(','),
      // The site's servers proxy from a loopback address of their own (tooling/serve/proxy-address.mjs).
      TRUST_PROXY: LOCAL_PROXY_ADDRESS,
      LOG_LEVEL: process.env.E2E_API_LOG_LEVEL ?? 'silent',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const healthUrl = `http://127.0.0.1:${options.port}/health`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(healthUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`The API did not answer ${healthUrl} within 90 s`);
}

/** Starts scripts/local-openid-provider.mjs, the local Google and GitHub stand-in, and waits until it listens. */
export async function startSignInProvider(repoRoot: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [join(repoRoot, 'scripts', 'local-openid-provider.mjs'), '--port', String(port), '--host', 'localhost'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The local sign-in provider exited with code ${code}`)));
    child.stdout!.once('data', () => resolve());
  });
  return child;
}

export function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}
