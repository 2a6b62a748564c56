// Versioned deploys of a remote: each build is published once, under a folder named by its content, and never
// changed; the shell's remote map is then switched to it atomically (written beside, then renamed over), and a
// rollback switches it back. The remote's host serves the deploy root; the shell's host serves the map.
// Integrators get a stable address in every deploy root, current/mf-manifest.json: the live version's manifest,
// its files addressed in versions/<version>/, rewritten (atomically) by each publish and rollback.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** @import { DeclaredSection } from './registry-file.ts' */

/**
 * One publish as the history keeps it: `previous` is the manifest the map named before, what a rollback restores.
 * @typedef {{ section: string, version: string, manifest: string, previous: string, at: string }} Deployment
 */

export const VERSIONS_DIR = 'versions';
/** The deploy history: rollbacks read it; no host serves it (static-server.ts answers a deploy root's files only). */
const HISTORY_FILE = 'deployments.json';
/** The live version's manifest for integrators, at a stable address: `<root>/current/mf-manifest.json`. */
export const CURRENT_MANIFEST = 'current/mf-manifest.json';
const VERSIONED_MANIFEST = /\/versions\/([0-9a-f]{12})\/mf-manifest\.json$/;

/**
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * The version of a build: a hash of every file's path and bytes, so the same build is the same version.
 * @param {string} distDir
 */
export function buildVersion(distDir) {
  const hash = createHash('sha256');
  for (const file of filesUnder(distDir).sort()) {
    hash.update(relative(distDir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Writes a file so readers see the old or the new content, never half of one.
 * @param {string} file
 * @param {string} text
 */
function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/**
 * @param {string} deployRoot
 * @returns {{ deployments: Deployment[] }}
 */
function readHistory(deployRoot) {
  const file = join(deployRoot, HISTORY_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { deployments: [] };
}

/**
 * @param {string} mapFile
 * @param {string} section
 * @param {string} manifest
 * @returns {string} the manifest it named before
 */
function switchSection(mapFile, section, manifest) {
  /** @type {{ sections?: DeclaredSection[] }} */
  const registry = JSON.parse(readFileSync(mapFile, 'utf8'));
  const entry = registry.sections?.find((candidate) => candidate.name === section);
  if (!entry) throw new Error(`${mapFile} has no section "${section}": add its entry once, then deploy`);
  const previous = entry.manifest;
  entry.manifest = manifest;
  writeAtomically(mapFile, `${JSON.stringify(registry, null, 2)}\n`);
  return previous;
}

/**
 * Points `<root>/current/mf-manifest.json` at the version `manifestUrl` names: that version's manifest with its files
 * addressed absolutely in its folder (`publicPath`; "auto" would resolve them under current/). When the map now names
 * no version of this root (a rollback past its first publish), there is no current version: the file is removed.
 * @param {string} deployRoot
 * @param {string} manifestUrl
 */
function writeCurrentManifest(deployRoot, manifestUrl) {
  const file = join(deployRoot, CURRENT_MANIFEST);
  const version = VERSIONED_MANIFEST.exec(manifestUrl ?? '')?.[1];
  const versionManifest = version && join(deployRoot, VERSIONS_DIR, version, 'mf-manifest.json');
  if (!versionManifest || !existsSync(versionManifest)) return rmSync(file, { force: true });
  const manifest = JSON.parse(readFileSync(versionManifest, 'utf8'));
  manifest.metaData = { ...manifest.metaData, publicPath: manifestUrl.replace(/mf-manifest\.json$/, '') };
  mkdirSync(dirname(file), { recursive: true });
  writeAtomically(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * Copies `distDir` to `<deployRoot>/versions/<version>/` (beside, then renamed into place; a version already there
 * is left as it is) without switching anything: a candidate that can be previewed (preview.mjs), then published.
 * @param {{ distDir: string, deployRoot: string }} options
 * @returns {string} the version
 */
export function stageVersion({ distDir, deployRoot }) {
  if (!existsSync(join(distDir, 'mf-manifest.json')))
    throw new Error(`${distDir} has no mf-manifest.json: build the remote first`);
  const version = buildVersion(distDir);
  const target = join(deployRoot, VERSIONS_DIR, version);
  if (!existsSync(target)) {
    mkdirSync(dirname(target), { recursive: true });
    const staging = `${target}.${process.pid}.staging`;
    rmSync(staging, { recursive: true, force: true });
    cpSync(distDir, staging, { recursive: true });
    renameSync(staging, target);
  }
  return version;
}

/**
 * Publishes `distDir` under `<deployRoot>/versions/<version>/` (copied beside, then renamed into place; a version
 * already there is left as it is) and points `section` in the map at `<baseUrl>/versions/<version>/mf-manifest.json`.
 * @param {{ distDir: string, deployRoot: string, mapFile: string, section: string, baseUrl: string }} options
 * @returns {{ version: string, manifest: string, previous: string }}
 */
export function publishVersion({ distDir, deployRoot, mapFile, section, baseUrl }) {
  const version = stageVersion({ distDir, deployRoot });
  const manifest = `${baseUrl.replace(/\/+$/, '')}/${VERSIONS_DIR}/${version}/mf-manifest.json`;
  const previous = switchSection(mapFile, section, manifest);
  const history = readHistory(deployRoot);
  history.deployments.push({ section, version, manifest, previous, at: new Date().toISOString() });
  writeAtomically(join(deployRoot, HISTORY_FILE), `${JSON.stringify(history, null, 2)}\n`);
  writeCurrentManifest(deployRoot, manifest);
  return { version, manifest, previous };
}

/**
 * Points `section` back at the manifest it had before its last deploy from this root; that deploy leaves the history
 * (its files stay: a version folder is never changed or removed by a deploy).
 * @param {{ deployRoot: string, mapFile: string, section: string }} options
 * @returns {{ manifest: string, from: string }}
 */
export function rollBack({ deployRoot, mapFile, section }) {
  const history = readHistory(deployRoot);
  const index = history.deployments.findLastIndex((deployment) => deployment.section === section);
  if (index < 0) throw new Error(`no deploy of "${section}" to roll back in ${deployRoot}`);
  const [last] = /** @type {[Deployment]} */ (history.deployments.splice(index, 1));
  switchSection(mapFile, section, last.previous);
  writeAtomically(join(deployRoot, HISTORY_FILE), `${JSON.stringify(history, null, 2)}\n`);
  writeCurrentManifest(deployRoot, last.previous);
  return { manifest: last.previous, from: last.manifest };
}
