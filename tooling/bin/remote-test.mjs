#!/usr/bin/env node
// gadgets-remote-test: a remote team's own check, run from the remote's folder (`pnpm --filter @gadgets/remote-bike test`):
// builds the remote as it would deploy it, then runs its unit and component tests and its contract tests (exposes,
// GraphQL documents against api/schema.graphql, shared singletons of the built manifest inside the shell's ranges,
// and the checks `gadgets-deploy check` makes against the live shell, here against the checkout's shell:
// shared-ui/src/testing/built-remote-suite.ts).
// Extra arguments go to jest.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = process.cwd();
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(packageDir, 'package.json'));

function run(label, script, args, env = process.env) {
  const started = Date.now();
  const { status } = spawnSync(process.execPath, [script, ...args], { cwd: packageDir, stdio: 'inherit', env });
  console.log(`${label}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) process.exit(status ?? 1);
}

run('build', join(dirname(require.resolve('webpack-cli/package.json')), 'bin', 'cli.js'), [
  '--mode',
  'production',
  '--stats',
  'errors-warnings',
]);
run(
  'tests',
  join(dirname(require.resolve('jest/package.json', { paths: [repoRoot] })), 'bin', 'jest.js'),
  ['--config', join(repoRoot, 'jest.config.js'), '--selectProjects', basename(packageDir), ...process.argv.slice(2)],
  { ...process.env, REMOTE_CONTRACT: 'also' },
);
