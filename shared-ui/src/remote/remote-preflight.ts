// Whether a remote's build can go live in a shell, judged before anything is switched: by `gadgets-deploy check`
// (and `publish --site`) against the live shell's manifest, and by a remote's own `test` against the checkout's shell
// (testing/built-remote-suite.ts). The version rule is the one the shell itself applies (version-skew-rule.ts).
import { compareVersions, packageOf, versionSkewOf, type RemoteShared } from './version-skew-rule';

/** What the shell needs of a remote's build: its manifest, and the server build beside it. */
export interface RemoteBuild {
  manifest: { name: string; shared: readonly RemoteShared[]; exposes: readonly { path: string }[] };
  /** `server/remoteEntry.js` is there: the shell's server renders the section from it. */
  hasServerEntry: boolean;
}

export interface RemotePreflight {
  /** What keeps the build out of the shell; empty when it can go live. */
  problems: string[];
  /** Allowed, but worth knowing: a third-party singleton built newer than the shell's runs as the shell's copy. */
  notes: string[];
}

/** A remote's build against a shell that provides `shellVersions` (package -> version) as shared singletons. */
export function remotePreflight(
  build: RemoteBuild,
  shellVersions: Readonly<Record<string, string>>,
  sectionTitle: string,
): RemotePreflight {
  const { manifest } = build;
  const problems: string[] = [];
  if (!manifest.exposes.some((entry) => entry.path === './routes'))
    problems.push(`${manifest.name} does not expose ./routes: the shell loads a section's pages from it`);
  if (!build.hasServerEntry)
    problems.push(
      `${manifest.name} has no server/remoteEntry.js beside its manifest: the shell's server renders the section from it (build with the production config)`,
    );
  const notes: string[] = [];
  for (const shared of manifest.shared) {
    const skew = versionSkewOf(sectionTitle, [shared], shellVersions);
    const shellVersion = shellVersions[packageOf(shared.name)];
    if (skew) problems.push(skew);
    else if (shellVersion && compareVersions(shared.version, shellVersion) > 0)
      notes.push(
        `${packageOf(shared.name)} ${shared.version} runs as the shell's ${shellVersion}: use nothing newer than ${shellVersion}`,
      );
  }
  // One line per package, though a package is shared under several names (react, react/jsx-runtime).
  return { problems: [...new Set(problems)], notes: [...new Set(notes)] };
}
