// A federation runtime plugin of the shell's browser build (declared in module-federation.config.ts).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { sectionTitleOf } from './registered-sections';
import { hostSharedVersions, VersionSkewError, versionSkewOf, type RemoteShared } from './version-skew';

/**
 * Reads each remote's manifest as the runtime loads it and refuses a remote built against versions the shell cannot
 * serve, before any of its code runs; the console names the section, the package and both versions.
 */
export default function versionSkewPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'gadgets-version-skew',
    loadRemoteSnapshot(args) {
      const shared = (args.manifestJson?.shared ?? []) as RemoteShared[];
      const problem = versionSkewOf(sectionTitleOf(args.moduleInfo.name), shared, hostSharedVersions(args.options));
      if (problem) {
        console.error(problem);
        throw new VersionSkewError(problem);
      }
      return args;
    },
  };
}
