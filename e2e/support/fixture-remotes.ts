import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The fixture remotes' folder: sections that exist only in these tests, each a small package of its own. */
export const FIXTURES_DIR = join(__dirname, '..', 'fixtures');

/** Builds one fixture remote (browser and server builds into its dist/), as its team's CI would. */
export async function buildFixtureRemote(name: string): Promise<string> {
  const packageDir = join(FIXTURES_DIR, name);
  await run(process.execPath, [require.resolve('webpack-cli/bin/cli.js', { paths: [packageDir] }), '--mode', 'production'], {
    cwd: packageDir,
    maxBuffer: 32 * 1024 * 1024,
  });
  return join(packageDir, 'dist');
}
