import { hostSharedVersions, versionSkewOf } from '../version-skew';

const HOST = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  zustand: '5.1.0',
  '@gadgets/shared-ui': '1.0.0',
};

describe('versionSkewOf: what a remote may be built with and still run in this shell', () => {
  it('accepts newer patches and minors of third-party singletons: they run as the shell’s copy', () => {
    const remote = [
      { name: 'react-router-dom', version: '7.19.0' },
      { name: 'zustand/vanilla', version: '5.2.0' },
      { name: 'react/jsx-runtime', version: '19.3.2' },
      { name: '@gadgets/shared-ui', version: '1.0.0' },
    ];
    expect(versionSkewOf('Tablets', remote, HOST)).toBeNull();
  });

  it('refuses another major, naming the package and both versions', () => {
    expect(versionSkewOf('Tablets', [{ name: 'react', version: '20.0.0' }], HOST)).toBe(
      'The Tablets section was built with react 20.0.0, but this site runs 19.3.1: a remote must share the shell’s major version.',
    );
  });

  it('refuses a newer shared-ui, whose new exports the shell’s copy would not have', () => {
    expect(versionSkewOf('Tablets', [{ name: '@gadgets/shared-ui', version: '1.1.0' }], HOST)).toMatch(
      /built with @gadgets\/shared-ui 1\.1\.0, but this site runs 1\.0\.0: deploy the shell with the newer version first/,
    );
    expect(versionSkewOf('Tablets', [{ name: '@gadgets/shared-ui', version: '0.9.0' }], HOST)).toMatch(/major version/);
  });

  it('reads the shell’s own versions from its federation options', () => {
    const options = {
      name: 'gadgets_shell',
      shared: {
        react: [{ version: '19.3.1', from: 'gadgets_shell' }],
        'react/jsx-runtime': [{ version: '19.3.1', from: 'gadgets_shell' }],
        zustand: [
          { version: '5.2.0', from: 'gadgets_tablet' },
          { version: '5.1.0', from: 'gadgets_shell' },
        ],
      },
    };
    expect(hostSharedVersions(options)).toEqual({ react: '19.3.1', zustand: '5.1.0' });
  });
});
