#!/usr/bin/env node
// Builds every deployable part of the site: what the servers share (server-kit), the site's servers (tooling), the API, the shell, each declared section's
// remote and the integrator page.
// `--stale` builds only those whose dist/ is missing or was built from other sources (what `pnpm start` uses).
import { performance } from 'node:perf_hooks';
import { inputFingerprint, isBuildCurrent, writeBuildStamp } from './build-freshness.mjs';
import { DECLARED_REGISTRY_FILE, readSectionRegistry } from '../tooling/serve/section-registry.mjs';
import { ensureInstalled, REPO_ROOT, runPnpm } from './pnpm-runner.mjs';

/** Each section's remote (remote-<name>/), as the shell's registry declares them. */
export const REMOTE_PACKAGES = readSectionRegistry(DECLARED_REGISTRY_FILE).sections.map(({ name }) => `remote-${name}`);
export const DEPLOYABLES = [
  'server-kit',
  'tooling',
  'pc-compatibility',
  'api',
  'shell',
  ...REMOTE_PACKAGES,
  'integrator-example',
];

export async function buildSite({ onlyStale = false } = {}) {
  // The servers' own build costs a fraction of a second and must match their source, so it is never skipped.
  const seen = new Map();
  const fingerprints = new Map(DEPLOYABLES.map((dir) => [dir, inputFingerprint(REPO_ROOT, dir, process.env, seen)]));
  const targets = DEPLOYABLES.filter(
    (dir) => !onlyStale || dir === 'tooling' || !isBuildCurrent(REPO_ROOT, dir, fingerprints.get(dir)),
  );
  const started = performance.now();
  for (const dir of targets) {
    const packageStarted = performance.now();
    const code = await runPnpm(['--silent', '--dir', dir, 'run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (code !== 0)
      throw new Error(`Building ${dir} failed (exit code ${code}); run "pnpm --dir ${dir} build" to see why`);
    writeBuildStamp(REPO_ROOT, dir, fingerprints.get(dir));
    console.log(`built ${dir} in ${((performance.now() - packageStarted) / 1000).toFixed(1)} s`);
  }
  if (targets.length > 0) console.log(`build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await ensureInstalled();
    await buildSite({ onlyStale: process.argv.includes('--stale') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
