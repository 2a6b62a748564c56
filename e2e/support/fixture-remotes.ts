import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The fixture remotes' folder: sections that exist only in these tests, each a small package of its own. */
export const FIXTURES_DIR = join(__dirname, '..', 'fixtures');

/** Builds one fixture remote (browser and server builds into its dist/), as its team's CI would. */
export async function buildFixtureRemote(name: string, env: Record<string, string> = {}): Promise<string> {
  const packageDir = join(FIXTURES_DIR, name);
  await run(
    process.execPath,
    [require.resolve('webpack-cli/bin/cli.js', { paths: [packageDir] }), '--mode', 'production'],
    {
      cwd: packageDir,
      env: { ...process.env, ...env },
      maxBuffer: 32 * 1024 * 1024,
    },
  );
  return join(packageDir, 'dist');
}

const DEPLOY_BIN = require.resolve('@gadgets/tooling/bin/deploy.mjs');

/** `gadgets-deploy publish|rollback …` as a team runs it; resolves with what it printed. */
export async function gadgetsDeploy(args: string[], env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await run(process.execPath, [DEPLOY_BIN, ...args], { env: { ...process.env, ...env } });
  return stdout.trim();
}
