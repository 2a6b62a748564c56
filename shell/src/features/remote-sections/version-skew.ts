import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A shared package as a remote's manifest declares it: the version it was built with. */
export interface RemoteShared {
  name: string;
  version: string;
}

/** Our own shared package: it holds the one store, and its exports grow with the site. */
const SITE_LIBRARY = '@gadgets/shared-ui';

const parts = (version: string) => version.split(/[.+-]/).slice(0, 3).map(Number);

function compare(a: string, b: string): number {
  const [left, right] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

/**
 * Why a remote cannot run in this shell, or null when it can. Every shared singleton runs as the shell's one copy,
 * so the remote gets the shell's version whatever it was built with:
 * - a third-party singleton (react, react-router-dom, urql, styled-components, zustand …) of the same major: fine,
 *   a newer patch or minor runs against the shell's copy (semver keeps it compatible for what both use);
 * - another major: refused (react 20 code on react 19 fails in ways no boundary can contain);
 * - `@gadgets/shared-ui` newer than the shell's: refused, since the remote may use an export the shell's copy does
 *   not have yet; the shell is deployed with the newer shared-ui first.
 */
export function versionSkewOf(
  sectionTitle: string,
  remote: readonly RemoteShared[],
  host: Readonly<Record<string, string>>,
): string | null {
  for (const { name, version } of remote) {
    const hostVersion = host[packageOf(name)];
    if (!hostVersion || !/^\d/.test(version)) continue;
    const otherMajor = parts(version)[0] !== parts(hostVersion)[0];
    const newerSiteLibrary = packageOf(name) === SITE_LIBRARY && compare(version, hostVersion) > 0;
    if (otherMajor || newerSiteLibrary) {
      return `The ${sectionTitle} section was built with ${packageOf(name)} ${version}, but this site runs ${hostVersion}: ${
        newerSiteLibrary
          ? 'deploy the shell with the newer version first'
          : 'a remote must share the shell’s major version'
      }.`;
    }
  }
  return null;
}

/** The versions the shell itself provides, from its federation options. */
export function hostSharedVersions(options: {
  name: string;
  shared: Record<string, { version: string; from: string }[]>;
}): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const [name, candidates] of Object.entries(options.shared)) {
    const own = candidates.find((candidate) => candidate.from === options.name) ?? candidates[0];
    if (own?.version) versions[packageOf(name)] ??= own.version;
  }
  return versions;
}

/** Thrown for a remote that cannot run in this shell; the section shows its error with Retry. */
export class VersionSkewError extends Error {
  override name = 'VersionSkewError';
}

/**
 * Reads each remote's manifest as the runtime loads it and refuses a remote built against versions the shell cannot
 * serve, before any of its code runs; the console names the package and both versions.
 */
export function versionSkewPlugin(titleOf: (containerName: string) => string): ModuleFederationRuntimePlugin {
  return {
    name: 'gadgets-version-skew',
    loadRemoteSnapshot(args) {
      const shared = (args.manifestJson?.shared ?? []) as RemoteShared[];
      const problem = versionSkewOf(titleOf(args.moduleInfo.name), shared, hostSharedVersions(args.options));
      if (problem) {
        console.error(problem);
        throw new VersionSkewError(problem);
      }
      return args;
    },
  };
}
