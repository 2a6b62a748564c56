import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { sharedVersionsOf, versionSkewOf, type RemoteShared } from '@gadgets/shared-ui';

// The rule itself lives in shared-ui (remote/version-skew-rule.ts): a remote's own `test` and `gadgets-deploy check`
// apply the same one before a build is deployed.
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
