import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { inputFingerprint, inputPackagesOf, isBuildCurrent, writeBuildStamp } from '../build-freshness.mjs';

/** A workspace of three packages: app depends on lib, other stands alone. */
let root;
const write = (path, text) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const manifest = (name, dependencies = {}) => JSON.stringify({ name, dependencies });

/** Builds app as `buildSite` does: fingerprint first, then dist/, then the stamp. */
const buildApp = (env = {}) => {
  const fingerprint = inputFingerprint(root, 'app', env);
  write('app/dist/main.js', 'built');
  writeBuildStamp(root, 'app', fingerprint);
};
const appIsCurrent = (env = {}) => isBuildCurrent(root, 'app', inputFingerprint(root, 'app', env));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-freshness-'));
  write('package.json', manifest('site'));
  write('pnpm-lock.yaml', 'lockfileVersion: 9.0\n');
  write('app/package.json', manifest('@site/app', { '@site/lib': 'workspace:^', react: '^19.0.0' }));
  write('app/src/index.ts', 'export const page = 1;');
  write('lib/package.json', manifest('@site/lib'));
  write('lib/src/index.ts', 'export const widget = 1;');
  write('other/package.json', manifest('@site/other'));
  write('other/src/index.ts', 'export const other = 1;');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a package build is current', () => {
  it('reads the package and the workspace packages it depends on', () => {
    expect(inputPackagesOf(root, 'app')).toEqual(['app', 'lib']);
    expect(inputPackagesOf(root, 'other')).toEqual(['other']);
  });

  it('not before its first build, nor for a dist/ without a stamp (built before stamps)', () => {
    expect(appIsCurrent()).toBe(false);
    write('app/dist/main.js', 'built');
    expect(appIsCurrent()).toBe(false);
  });

  it('after a build of the same sources', () => {
    buildApp();
    expect(appIsCurrent()).toBe(true);
  });

  it.each([
    ['its own source changed', () => write('app/src/index.ts', 'export const page = 2;')],
    ['a file was added', () => write('app/src/extra.ts', 'export {};')],
    ['a file was removed', () => unlinkSync(join(root, 'app/src/index.ts'))],
    ['a workspace dependency changed', () => write('lib/src/index.ts', 'export const widget = 2;')],
    ['the lockfile changed', () => write('pnpm-lock.yaml', 'lockfileVersion: 9.0\n# react 19.3\n')],
    ['its package.json changed', () => write('app/package.json', manifest('@site/app', { react: '^19.3.0' }))],
  ])('no longer when %s', (_, change) => {
    buildApp();
    change();
    expect(appIsCurrent()).toBe(false);
  });

  it('no longer when an environment variable the build reads changed', () => {
    buildApp({ MOBILE_REMOTE_URL: 'https://a.example/mf-manifest.json' });
    expect(appIsCurrent({ MOBILE_REMOTE_URL: 'https://a.example/mf-manifest.json', HOME: '/elsewhere' })).toBe(true);
    expect(appIsCurrent({ MOBILE_REMOTE_URL: 'https://b.example/mf-manifest.json' })).toBe(false);
    expect(appIsCurrent({})).toBe(false);
  });

  it.each([
    ['an unrelated package changed', () => write('other/src/index.ts', 'export const other = 2;')],
    ['a test changed', () => write('app/src/__tests__/page.test.ts', 'test("x", () => {});')],
    ['a test beside the code was added', () => write('app/src/page.test.tsx', 'test("x", () => {});')],
    ['its README changed', () => write('app/README.md', '# app')],
    ['installed packages changed', () => write('app/node_modules/react/index.js', 'module.exports = {};')],
    ['its output changed', () => write('app/dist/main.js', 'edited')],
  ])('still when %s', (_, change) => {
    buildApp();
    change();
    expect(appIsCurrent()).toBe(true);
  });

  it('stays stale when a source changed while it was being built', () => {
    const fingerprint = inputFingerprint(root, 'app', {});
    write('app/src/index.ts', 'export const page = 3;');
    write('app/dist/main.js', 'built');
    writeBuildStamp(root, 'app', fingerprint);
    expect(appIsCurrent()).toBe(false);
  });
});
