import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { rememberRegisteredSections } from '../registered-sections';
import { VersionSkewError } from '../version-skew';
import versionSkewPlugin from '../version-skew-plugin';

type SnapshotArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>>[0];

const shell = { name: 'gadgets_shell', shared: { react: [{ version: '19.1.0', from: 'gadgets_shell' }] } };
const snapshotOf = (container: string, shared: { name: string; version: string }[]) =>
  ({ moduleInfo: { name: container }, manifestJson: { shared }, options: shell }) as unknown as SnapshotArgs;

describe('versionSkewPlugin', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('refuses a remote built against another major, naming its section as the registry titles it', () => {
    rememberRegisteredSections([{ container: 'gadgets_bike', title: 'Bikes' }], 10_000);
    const load = () =>
      versionSkewPlugin().loadRemoteSnapshot!(snapshotOf('gadgets_bike', [{ name: 'react', version: '20.0.0' }]));
    expect(load).toThrow(VersionSkewError);
    expect(load).toThrow(/^The Bikes section was built with react 20\.0\.0, but this site runs 19\.1\.0/);
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/^The Bikes section/));
  });

  it('lets a remote of the same major load, its snapshot unchanged', () => {
    const args = snapshotOf('gadgets_bike', [{ name: 'react', version: '19.2.0' }]);
    expect(versionSkewPlugin().loadRemoteSnapshot!(args)).toBe(args);
  });
});
