// A baseline for the Lighthouse bench: another version of the site (a git ref: `main`, a commit, a tag) checked out
// beside this one, installed from the store pnpm already filled, and built, so both can be measured in one run.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, run, runPnpm } from './pnpm-runner.mjs';

const git = (...args) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();

/** Checks `ref` out in a temporary worktree, installs and builds it; resolves with its folder and how to remove it. */
export async function prepareBaseline(ref) {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = join(tmpdir(), `gadgets-baseline-${commit.slice(0, 12)}`);
  const remove = () => {
    if (existsSync(dir)) git('worktree', 'remove', '--force', dir);
    git('worktree', 'prune');
  };
  remove();
  git('worktree', 'add', '--detach', dir, commit);
  try {
    console.log(`Baseline: ${ref} (${commit.slice(0, 12)}) in ${dir}; installing and building it…`);
    const installed = await runPnpm(['install', '--frozen-lockfile', '--prefer-offline', '--silent'], { cwd: dir });
    if (installed !== 0) throw new Error(`installing the baseline failed with exit code ${installed}`);
    const built = await run(process.execPath, ['scripts/build.mjs'], { cwd: dir });
    if (built !== 0) throw new Error(`building the baseline failed with exit code ${built}`);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    remove();
    throw error;
  }
  return { dir, commit, remove };
}
