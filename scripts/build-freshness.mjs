// Whether a package's dist/ was built from the sources it has now. A build leaves a stamp in dist/: a hash of every
// input (the package's files, the workspace packages it depends on, the lockfile and root configs, the environment
// variables a build reads). A stamp that is missing or differs means the build is stale, e.g. after a `git pull`.
// Hashing a few MB of sources costs tens of milliseconds, so `pnpm start` can check every time.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STAMP_FILE = '.build-inputs';

/** Repository files every package's build reads: dependency versions and the shared compiler options. */
const ROOT_INPUTS = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.base.json'];

/** Output, installs, local data, tests and docs: none of them goes into a build. */
const SKIPPED_DIRECTORIES = new Set([
  'node_modules',
  'dist',
  'coverage',
  '.data',
  '.mf',
  'outbox',
  'test-results',
  '.e2e-artifacts',
  '__tests__',
]);
const SKIPPED_FILE = /(\.test\.[cm]?[jt]sx?|\.tsbuildinfo|\.DS_Store|\.md)$/;

/** What the webpack configs read from the environment: the standalone page's script path, each remote's manifest. */
const BUILD_ENVIRONMENT = /^(STANDALONE_PUBLIC_PATH|[A-Z][A-Z0-9]*_REMOTE_URL)$/;

/** The package folder and every workspace package it depends on, directly or through another. */
export function inputPackagesOf(root, dir) {
  const byName = workspacePackagesByName(root);
  const seen = new Set();
  const visit = (packageDir) => {
    if (seen.has(packageDir)) return;
    seen.add(packageDir);
    const manifest = readManifest(join(root, packageDir));
    const dependencies = { ...manifest.dependencies, ...manifest.devDependencies };
    for (const [name, range] of Object.entries(dependencies)) {
      if (String(range).startsWith('workspace:') && byName.has(name)) visit(byName.get(name));
    }
  };
  visit(dir);
  return [...seen].sort();
}

/**
 * One hash of everything a build of `dir` reads. `seen` keeps each package's files and each file's own hash for the
 * next package of the same run (shared-ui and the lockfile are inputs of most of them).
 */
export function inputFingerprint(root, dir, env = process.env, seen = new Map()) {
  const remember = (key, compute) => {
    if (!seen.has(key)) seen.set(key, compute());
    return seen.get(key);
  };
  const hash = createHash('sha256');
  const files = [
    ...ROOT_INPUTS.filter((file) => existsSync(join(root, file))),
    ...inputPackagesOf(root, dir).flatMap((packageDir) =>
      remember(`files of ${packageDir}`, () => filesUnder(root, packageDir)),
    ),
  ];
  for (const file of files) {
    const digest = remember(file, () =>
      createHash('sha256')
        .update(readFileSync(join(root, file)))
        .digest('hex'),
    );
    hash.update(`${file}\0${digest}\0`);
  }
  for (const name of Object.keys(env)
    .filter((key) => BUILD_ENVIRONMENT.test(key))
    .sort())
    hash.update(`env ${name}=${env[name]}\0`);
  return hash.digest('hex');
}

/** True when dist/ holds a build of exactly these inputs. */
export function isBuildCurrent(root, dir, fingerprint) {
  const stamp = join(root, dir, 'dist', STAMP_FILE);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === fingerprint;
}

/** Written after a build succeeds, with the fingerprint taken before it started (an edit meanwhile stays stale). */
export function writeBuildStamp(root, dir, fingerprint) {
  writeFileSync(join(root, dir, 'dist', STAMP_FILE), `${fingerprint}\n`);
}

function filesUnder(root, dir) {
  const files = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  )) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name)) files.push(...filesUnder(root, path));
    } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name)) {
      files.push(path);
    }
  }
  return files;
}

function workspacePackagesByName(root) {
  const byName = new Map();
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIPPED_DIRECTORIES.has(entry.name) || entry.name.startsWith('.')) continue;
    const manifest = join(root, entry.name, 'package.json');
    if (existsSync(manifest)) byName.set(readManifest(join(root, entry.name)).name, entry.name);
  }
  return byName;
}

function readManifest(packageDir) {
  return JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
}
