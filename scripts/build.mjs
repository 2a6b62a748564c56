#!/usr/bin/env node
// Builds every deployable part of the site: the site's servers (tooling), the API, the shell, each declared section's
// remote and the integrator page.
// `--missing` builds only those without a dist/ folder (what `pnpm start` uses).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DECLARED_REGISTRY_FILE, readSectionRegistry } from '../tooling/serve/section-registry.mjs';
import { ensureInstalled, REPO_ROOT, runPnpm } from './pnpm-runner.mjs';

/** Each section's remote (remote-<name>/), as the shell's registry declares them. */
export const REMOTE_PACKAGES = readSectionRegistry(DECLARED_REGISTRY_FILE).sections.map(({ name }) => `remote-${name}`);
export const DEPLOYABLES = ['tooling', 'pc-compatibility', 'api', 'shell', ...REMOTE_PACKAGES, 'integrator-example'];

export async function buildSite({ onlyMissing = false } = {}) {
  // The servers' own build costs a fraction of a second and must match their source, so it is never skipped.
  const targets = DEPLOYABLES.filter(
    (dir) => !onlyMissing || dir === 'tooling' || !existsSync(join(REPO_ROOT, dir, 'dist')),
  );
  const started = performance.now();
  for (const dir of targets) {
    const packageStarted = performance.now();
    const code = await runPnpm(['--silent', '--dir', dir, 'run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (code !== 0)
      throw new Error(`Building ${dir} failed (exit code ${code}); run "pnpm --dir ${dir} build" to see why`);
    console.log(`built ${dir} in ${((performance.now() - packageStarted) / 1000).toFixed(1)} s`);
  }
  if (targets.length > 0) console.log(`build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await ensureInstalled();
    await buildSite({ onlyMissing: process.argv.includes('--missing') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
