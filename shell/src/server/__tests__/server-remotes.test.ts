/**
 * @jest-environment node
 */
import type { RemoteRoutesModule, SectionEntry } from '@gadgets/shared-ui';
import { registerServerRemotes, serverSectionRoutes } from '../server-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn(), registerRemotes: jest.fn() }));

const section = {
  name: 'mobile',
  title: 'Mobiles',
  path: '/mobile',
  manifest: 'http://localhost:3001/mf-manifest.json',
  serverEntry: 'http://localhost:3001/server/remoteEntry.js',
} as SectionEntry;
const routes: RemoteRoutesModule = { default: () => null };

describe('the server’s loaded section routes', () => {
  it('keeps a loaded module while the same remote entry is registered and the section is not skipped', () => {
    registerServerRemotes([section], { mobile: 'one' });
    expect(serverSectionRoutes.get(section)).toBeUndefined();
    serverSectionRoutes.loading(section)(routes);
    expect(serverSectionRoutes.get(section)).toBe(routes);

    registerServerRemotes([section], { mobile: 'one' }, ['mobile']);
    expect(serverSectionRoutes.get(section)).toBeUndefined();
    registerServerRemotes([section], { mobile: 'one' });
    expect(serverSectionRoutes.get(section)).toBe(routes);
  });

  it('loads a redeployed remote afresh, and keeps no module from a load that began before the redeploy', () => {
    registerServerRemotes([section], { mobile: 'one' });
    serverSectionRoutes.loading(section)(routes);
    const keepEarlier = serverSectionRoutes.loading(section);
    registerServerRemotes([section], { mobile: 'two' });
    expect(serverSectionRoutes.get(section)).toBeUndefined();
    keepEarlier(routes);
    expect(serverSectionRoutes.get(section)).toBeUndefined();
    const fresh: RemoteRoutesModule = { default: () => null };
    serverSectionRoutes.loading(section)(fresh);
    expect(serverSectionRoutes.get(section)).toBe(fresh);
  });
});
