// Preflight: a remote's build against the LIVE shell, before anything is switched (`gadgets-deploy check`, and
// `publish --site` first). Reads the site's remote map (`<site>/remotes.json`: which section, its title) and the
// shell's own federation manifest (`<site>/mf-manifest.json`, served from the shell's dist/: the versions of the
// shared singletons every remote runs on), then applies the rules the shell itself applies
// (shared-ui/src/remote/remote-preflight.ts).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @import { RemoteBuild } from '../../shared-ui/src/remote/remote-preflight.ts'
 * @import { SectionEntry } from '../../shared-ui/src/remote/section-registry.ts'
 * @typedef {typeof import('../../shared-ui/src/remote/remote-preflight.ts') &
 *   typeof import('../../shared-ui/src/remote/version-skew-rule.ts') &
 *   typeof import('../../shared-ui/src/remote/section-registry.ts')} PreflightRules
 */

const FETCH_TIMEOUT_MS = 10_000;
const SHARED_UI_REMOTE = new URL('../../shared-ui/src/remote/', import.meta.url);

/** @type {PreflightRules | undefined} */
let rules;
/**
 * The rules, from their TypeScript source: loaded with esbuild-register (the loader webpack-cli uses for every
 * package's webpack.config.ts), so no build is needed and there is one copy of each rule.
 * @returns {PreflightRules}
 */
function preflightRules() {
  if (!rules) {
    const require = createRequire(import.meta.url);
    const { register } = require('esbuild-register/dist/node');
    const { unregister } = register({ target: 'node20', hookIgnoreNodeModules: true });
    try {
      rules = /** @type {PreflightRules} */ ({
        ...require(fileURLToPath(new URL('remote-preflight.ts', SHARED_UI_REMOTE))),
        ...require(fileURLToPath(new URL('version-skew-rule.ts', SHARED_UI_REMOTE))),
        ...require(fileURLToPath(new URL('section-registry.ts', SHARED_UI_REMOTE))),
      });
    } finally {
      unregister();
    }
  }
  return rules;
}

/**
 * A remote's build as the shell meets it: its manifest and whether its server build is beside it.
 * @param {string} distDir
 * @returns {RemoteBuild}
 */
function readBuild(distDir) {
  const manifestFile = join(distDir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${distDir} has no mf-manifest.json: build the remote first`);
  return {
    manifest: JSON.parse(readFileSync(manifestFile, 'utf8')),
    hasServerEntry: existsSync(join(distDir, 'server', 'remoteEntry.js')),
  };
}

/**
 * @param {string} url
 * @returns {Promise<any>} the answer's JSON, unchecked
 */
async function fetchJson(url) {
  let answer;
  try {
    answer = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(`${url} did not answer: ${error instanceof Error ? error.message : error}`);
  }
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  try {
    return await answer.json();
  } catch {
    throw new Error(`${url} is not JSON`);
  }
}

/**
 * Checks `distDir` (a remote's dist/, or a staged version folder) against the shell live at `siteUrl`. `section`
 * names the map entry it is meant for; without it, the entry whose container the build is.
 * @param {{ distDir: string, siteUrl: string, section?: string }} options
 * @returns {Promise<{ container: string, section: string | undefined, shellVersions: Record<string, string>,
 *   problems: string[], notes: string[] }>}
 */
export async function preflight({ distDir, siteUrl, section }) {
  const build = readBuild(distDir);
  const site = siteUrl.replace(/\/+$/, '');
  const [registry, shellManifest] = await Promise.all([
    fetchJson(`${site}/remotes.json`),
    fetchJson(`${site}/mf-manifest.json`),
  ]);
  const { containerNameOf, remotePreflight, sharedVersionsOf } = preflightRules();
  /** @type {SectionEntry[]} the live shell's map, as the shell reads it */
  const sections = Array.isArray(registry?.sections) ? registry.sections : [];
  const container = build.manifest.name;
  const entry = sections.find((candidate) =>
    section ? candidate.name === section : containerNameOf(candidate.name) === container,
  );
  const shellVersions = sharedVersionsOf(shellManifest?.shared ?? []);
  const { problems, notes } = remotePreflight(build, shellVersions, entry?.title ?? section ?? container);
  if (section && container !== containerNameOf(section))
    problems.unshift(
      `the build's container is "${container}", but the shell loads section "${section}" as "${containerNameOf(section)}"`,
    );
  if (!entry)
    notes.push(
      section
        ? `${site}/remotes.json has no section "${section}" yet: add its entry once before publishing`
        : `no section of ${site}/remotes.json loads ${container} yet`,
    );
  return { container, section: entry?.name ?? section, shellVersions, problems, notes };
}
