import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { satisfies, validRange } from 'semver';
import { remotePreflight, type RemoteBuild } from '../remote/remote-preflight';
import { packageOf } from '../remote/version-skew-rule';

interface ManifestShared {
  name: string;
  version: string;
  singleton?: boolean;
}

type BuiltManifest = RemoteBuild['manifest'] & { shared: ManifestShared[] };

const SHELL_DIR = join(__dirname, '..', '..', '..', 'shell');

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The shell's declared dependencies (shared-ui is a workspace link). */
const shellDependencies = () =>
  readJson<{ dependencies: Record<string, string> }>(join(SHELL_DIR, 'package.json')).dependencies;

/** The ranges the shell accepts for each shared package: its own declared dependencies (a workspace link: ^version). */
function shellRanges(): Record<string, string> {
  const sharedUi = readJson<{ version: string }>(join(SHELL_DIR, '..', 'shared-ui', 'package.json'));
  return Object.fromEntries(
    Object.entries(shellDependencies()).map(([name, range]) => [
      name,
      range.startsWith('workspace:') ? `^${sharedUi.version}` : range,
    ]),
  );
}

/** The versions the checkout's shell is built with (and so shares): each dependency as installed for it. */
function shellVersions(): Record<string, string> {
  return Object.fromEntries(
    Object.keys(shellDependencies()).map((name) => [
      name,
      readJson<{ version: string }>(join(SHELL_DIR, 'node_modules', name, 'package.json')).version,
    ]),
  );
}

/**
 * What is wrong with a remote's build as the shell will meet it: the checks `gadgets-deploy check` makes against the
 * live shell (remote/remote-preflight.ts: ./routes, the server build, the shell's version rule), here against the
 * checkout's shell; the ./mount integrators call; and each shared singleton a version inside the shell's range (a
 * singleton outside it would run against the shell's copy anyway, or load a second copy). Empty when the build is
 * fit to deploy.
 */
export function builtRemoteProblems(packageDir: string, containerName: string): string[] {
  const manifestFile = join(packageDir, 'dist', 'mf-manifest.json');
  if (!existsSync(manifestFile)) return [`${manifestFile} is missing: build the remote first`];
  const manifest = readJson<BuiltManifest>(manifestFile);
  const hasServerEntry = existsSync(join(packageDir, 'dist', 'server', 'remoteEntry.js'));
  const problems = remotePreflight({ manifest, hasServerEntry }, shellVersions(), containerName).problems;
  if (manifest.name !== containerName) problems.push(`the container is "${manifest.name}", not "${containerName}"`);
  if (!manifest.exposes.some((entry) => entry.path === './mount')) problems.push('./mount is not exposed');
  const ranges = shellRanges();
  for (const shared of manifest.shared) {
    const range = ranges[packageOf(shared.name)];
    if (!shared.singleton) problems.push(`${shared.name} is shared but not as a singleton`);
    if (!range || !validRange(range)) problems.push(`${shared.name} is shared, but the shell does not share it`);
    else if (!satisfies(shared.version, range))
      problems.push(`${shared.name} ${shared.version} is outside the shell's range ${range}`);
  }
  return problems;
}

/** The checks a remote's own `test` runs on the build it is about to deploy. */
export function describeBuiltRemote(packageDir: string, containerName: string): void {
  describe(`the built ${containerName}`, () => {
    it('can go live in the checkout’s shell: exposes, server build, and singletons inside the shell’s ranges', () => {
      expect(builtRemoteProblems(packageDir, containerName)).toEqual([]);
    });
  });
}
