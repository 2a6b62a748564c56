// Runs pnpm, or fetches it through npx when a newcomer has only Node.js; and installs dependencies once.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const REPO_ROOT = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const PNPM_VERSION = '10.34.9';

const pnpmOnPath = spawnSync('pnpm', ['--version'], { stdio: 'ignore' }).status === 0;
export const pnpmCommand = pnpmOnPath ? ['pnpm'] : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];

/** Runs a command in the repo with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function runPnpm(args, options = {}) {
  const [command, ...prefix] = pnpmCommand;
  return run(command, [...prefix, ...args], options);
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = join(REPO_ROOT, 'node_modules', '.modules.yaml');
  const lockfile = join(REPO_ROOT, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lockfile).mtimeMs) return;
  console.log('Installing dependencies…');
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  const code = await runPnpm(['install', ...frozen]);
  if (code !== 0) throw new Error(`pnpm install failed with exit code ${code}`);
}
