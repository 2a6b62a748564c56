import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Everything that must exist once per page: one React, one router, one urql client context,
 * one styled-components registry and, above all, one shared-ui (it holds the zustand store).
 * The names here are the import specifiers the packages use; subpaths are listed because
 * module federation shares by exact request.
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  '@urql/core',
  'urql',
  'graphql',
  'styled-components',
  'zustand',
  'zustand/vanilla',
  '@gadgets/shared-ui',
] as const;

type SharedConfig = Record<
  string,
  { singleton: true; requiredVersion: string | false; strictVersion: false; import?: string; version?: string }
>;

/** The part of React Router browser builds share as 'react-router-dom' (see the file's comment). */
export const REACT_ROUTER_SUBSET = join(__dirname, '..', 'browser', 'react-router-subset.mjs');

const packageNameOf = (specifier: string): string =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

/**
 * Version ranges come from the consuming package's own package.json, never exact pins. A browser build shares the
 * used part of React Router under 'react-router-dom' (and 'react-router' not at all: nothing imports it directly).
 */
export function sharedSingletons(
  packageDir: string,
  target: 'browser' | 'server' = 'browser',
  declaredVersions: Record<string, string> = {},
): SharedConfig {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const dependencies = manifest.dependencies ?? {};
  const sharedUiVersion = installedVersion('@gadgets/shared-ui', packageDir);

  const shared: SharedConfig = {};
  for (const specifier of SINGLETON_PACKAGES) {
    const declared = dependencies[packageNameOf(specifier)];
    if (!declared) continue;
    // The browser's federation runtime would check every consumed package against this range (a semver parse per
    // package per remote, in the page's start-up): the shell's version-skew plugin already refuses a remote built
    // with versions the shell cannot serve, from the remote's manifest, before any of its code runs.
    const requiredVersion =
      target === 'browser' ? false : declared.startsWith('workspace:') ? `^${sharedUiVersion}` : declared;
    shared[specifier] = { singleton: true, requiredVersion, strictVersion: false };
  }
  if (target === 'browser' && shared['react-router-dom']) {
    delete shared['react-router'];
    shared['react-router-dom'] = {
      ...shared['react-router-dom'],
      import: REACT_ROUTER_SUBSET,
      version: installedVersion('react-router-dom', packageDir),
    };
  }
  for (const [specifier, config] of Object.entries(shared)) {
    const declared = declaredVersions[packageNameOf(specifier)];
    if (declared)
      shared[specifier] = {
        ...config,
        version: declared,
        requiredVersion: target === 'browser' ? false : `^${declared}`,
      };
  }
  return shared;
}

function installedVersion(packageName: string, packageDir: string): string {
  const manifestPath = require.resolve(`${packageName}/package.json`, { paths: [packageDir] });
  return (JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string }).version;
}
