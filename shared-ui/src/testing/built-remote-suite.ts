import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { satisfies, validRange } from 'semver';

interface ManifestShared {
  name: string;
  version: string;
  singleton?: boolean;
}

interface BuiltManifest {
  name: string;
  shared: ManifestShared[];
  exposes: { path: string }[];
}

const SHELL_PACKAGE = join(__dirname, '..', '..', '..', 'shell', 'package.json');

/** The ranges the shell accepts for each shared package: its own declared dependencies (a workspace link: ^version). */
function shellRanges(): Record<string, string> {
  const shell = JSON.parse(readFileSync(SHELL_PACKAGE, 'utf8')) as { dependencies: Record<string, string> };
  const sharedUi = JSON.parse(readFileSync(join(SHELL_PACKAGE, '..', '..', 'shared-ui', 'package.json'), 'utf8')) as {
    version: string;
  };
  return Object.fromEntries(
    Object.entries(shell.dependencies).map(([name, range]) => [
      name,
      range.startsWith('workspace:') ? `^${sharedUi.version}` : range,
    ]),
  );
}

/**
 * What is wrong with a remote's build as the shell will meet it: the exposes the shell and integrators call, and
 * each shared singleton a version inside the shell's range (a singleton outside it would run against the shell's
 * copy anyway, or load a second copy). Empty when the build is fit to deploy.
 */
export function builtRemoteProblems(packageDir: string, containerName: string): string[] {
  const manifestFile = join(packageDir, 'dist', 'mf-manifest.json');
  if (!existsSync(manifestFile)) return [`${manifestFile} is missing: build the remote first`];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuiltManifest;
  const problems: string[] = [];
  if (manifest.name !== containerName) problems.push(`the container is "${manifest.name}", not "${containerName}"`);
  for (const expose of ['./routes', './mount']) {
    if (!manifest.exposes.some((entry) => entry.path === expose)) problems.push(`${expose} is not exposed`);
  }
  const ranges = shellRanges();
  for (const shared of manifest.shared) {
    const packageName = shared.name.startsWith('@')
      ? shared.name.split('/').slice(0, 2).join('/')
      : shared.name.split('/')[0]!;
    const range = ranges[packageName];
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
    it('exposes ./routes and ./mount and shares its singletons inside the shell’s ranges', () => {
      expect(builtRemoteProblems(packageDir, containerName)).toEqual([]);
    });
  });
}
