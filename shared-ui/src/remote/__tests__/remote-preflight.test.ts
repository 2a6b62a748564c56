import { remotePreflight, type RemoteBuild } from '../remote-preflight';

const SHELL = { react: '19.3.1', 'react-router-dom': '7.18.5', '@gadgets/shared-ui': '1.0.0' };

function buildWith(shared: RemoteBuild['manifest']['shared'], changes: Partial<RemoteBuild> = {}): RemoteBuild {
  return {
    manifest: { name: 'gadgets_tablet', shared, exposes: [{ path: './routes' }, { path: './mount' }] },
    hasServerEntry: true,
    ...changes,
  };
}

describe('remotePreflight: whether a remote’s build can go live in a shell', () => {
  it('lets a build of the shell’s versions through, and notes a newer minor that will run as the shell’s copy', () => {
    const build = buildWith([
      { name: 'react', version: '19.3.1' },
      { name: 'react-router-dom', version: '7.19.0' },
      { name: '@gadgets/shared-ui', version: '1.0.0' },
    ]);
    expect(remotePreflight(build, SHELL, 'Tablets')).toEqual({
      problems: [],
      notes: ["react-router-dom 7.19.0 runs as the shell's 7.18.5: use nothing newer than 7.18.5"],
    });
  });

  it('refuses a newer shared-ui and another major once per package, naming both versions', () => {
    const build = buildWith([
      { name: 'react', version: '20.0.0' },
      { name: 'react/jsx-runtime', version: '20.0.0' },
      { name: '@gadgets/shared-ui', version: '1.1.0' },
    ]);
    expect(remotePreflight(build, SHELL, 'Tablets').problems).toEqual([
      'The Tablets section was built with react 20.0.0, but this site runs 19.3.1: a remote must share the shell’s major version.',
      'The Tablets section was built with @gadgets/shared-ui 1.1.0, but this site runs 1.0.0: deploy the shell with the newer version first.',
    ]);
  });

  it('refuses a build without ./routes or without its server build', () => {
    const build = buildWith([], {
      manifest: { name: 'gadgets_tablet', shared: [], exposes: [{ path: './mount' }] },
      hasServerEntry: false,
    });
    expect(remotePreflight(build, SHELL, 'Tablets').problems).toEqual([
      expect.stringMatching(/^gadgets_tablet does not expose \.\/routes/),
      expect.stringMatching(/^gadgets_tablet has no server\/remoteEntry\.js/),
    ]);
  });
});
