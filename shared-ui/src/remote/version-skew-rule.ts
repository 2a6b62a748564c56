// What a remote may be built with and still run in a shell: one rule, read by the shell's federation runtime plugin
// and its server (shell/src/federation/version-skew.ts), by a remote's own `test` and by `gadgets-deploy check`
// (remote-preflight.ts). It imports nothing, so the shell's runtime plugin, which runs before the shared singletons
// exist, takes it as its own copy (`@gadgets/shared-ui/version-skew-rule`) rather than through the singleton.

/** A shared package as a federation manifest declares it: the version it was built with. */
export interface RemoteShared {
  name: string;
  version: string;
}

/** Our own shared package: it holds the one store, and its exports grow with the site. */
const SITE_LIBRARY = '@gadgets/shared-ui';

const parts = (version: string) => version.split(/[.+-]/).slice(0, 3).map(Number);

/** Negative, zero or positive as `a` is older than, the same as or newer than `b` (major.minor.patch). */
export function compareVersions(a: string, b: string): number {
  const [left, right] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The package a shared specifier belongs to: `react-dom/client` -> `react-dom`. */
export const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

/** Each package's version in a manifest's shared list (the first entry of a package wins). */
export function sharedVersionsOf(shared: readonly RemoteShared[]): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const { name, version } of shared) if (version) versions[packageOf(name)] ??= version;
  return versions;
}

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
    const newerSiteLibrary = packageOf(name) === SITE_LIBRARY && compareVersions(version, hostVersion) > 0;
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
