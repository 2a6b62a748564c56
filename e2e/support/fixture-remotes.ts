import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ARTIFACTS_DIR } from './test-site';

const run = promisify(execFile);

/** The fixture remotes' folder: sections that exist only in these tests, each a small package of its own. */
export const FIXTURES_DIR = join(__dirname, '..', 'fixtures');

/** Each fixture build of this run, by package and environment (global setup empties the artifacts folder). */
const BUILDS_DIR = join(ARTIFACTS_DIR, 'fixture-builds');

/**
 * Builds one fixture remote (browser and server builds), as its team's CI would, and returns a folder with its
 * output that no later build overwrites. The same package and environment asked for again (two specs deploy the
 * plain fixture) is built once per run.
 */
export async function buildFixtureRemote(name: string, env: Record<string, string> = {}): Promise<string> {
  const key = createHash('sha256')
    .update(JSON.stringify(Object.entries(env).sort(([a], [b]) => a.localeCompare(b))))
    .digest('hex')
    .slice(0, 16);
  const output = join(BUILDS_DIR, `${name}-${key}`);
  // Written once the copy is whole, beside it: the build's own folder holds only what the build wrote.
  const complete = `${output}.complete`;
  if (existsSync(complete)) return output;
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
  rmSync(output, { recursive: true, force: true });
  cpSync(join(packageDir, 'dist'), output, { recursive: true });
  writeFileSync(complete, '');
  return output;
}

const DEPLOY_BIN = require.resolve('@gadgets/tooling/bin/deploy.mjs');

/** `gadgets-deploy publish|rollback …` as a team runs it; resolves with what it printed. */
export async function gadgetsDeploy(args: string[], env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await run(process.execPath, [DEPLOY_BIN, ...args], { env: { ...process.env, ...env } });
  return stdout.trim();
}
