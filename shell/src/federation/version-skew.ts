import { sharedVersionsOf, versionSkewOf, type RemoteShared } from '@gadgets/shared-ui/version-skew-rule';

// The rule itself lives in shared-ui (remote/version-skew-rule.ts): a remote's own `test` and `gadgets-deploy check`
// apply the same one before a build is deployed. The browser refuses a remote in version-skew-plugin.ts, the server
// in server-sections.ts.
export { versionSkewOf, type RemoteShared };

/** The versions the shell itself provides, from its federation options. */
export function hostSharedVersions(options: {
  name: string;
  shared: Record<string, { version: string; from: string }[]>;
}): Record<string, string> {
  return sharedVersionsOf(
    Object.entries(options.shared).map(([name, candidates]) => {
      const own = candidates.find((candidate) => candidate.from === options.name) ?? candidates[0];
      return { name, version: own?.version ?? '' };
    }),
  );
}

/** Thrown for a remote that cannot run in this shell; the section shows its error with Retry. */
export class VersionSkewError extends Error {
  override name = 'VersionSkewError';
}
