/**
 * @jest-environment node
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule, SectionEntry } from '@gadgets/shared-ui';
import { sectionsLeftToBrowser, serverSectionsFor } from '../server-sections';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    options: { name: 'gadgets_shell', shared: { react: [{ version: '19.1.0', from: 'gadgets_shell' }] } },
  }),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const live = {
  name: 'bike',
  title: 'Bikes',
  path: '/bike',
  manifest: 'http://cdn.test/bike/versions/aaaaaaaaaaaa/mf-manifest.json',
  serverEntry: 'http://cdn.test/bike/versions/aaaaaaaaaaaa/server/remoteEntry.js',
} as SectionEntry;
const candidate = {
  ...live,
  manifest: 'http://cdn.test/bike/versions/bbbbbbbbbbbb/mf-manifest.json',
  serverEntry: 'http://cdn.test/bike/versions/bbbbbbbbbbbb/server/remoteEntry.js',
};
const routesOf = (entry: string): RemoteRoutesModule => Object.assign({ default: () => null }, { entry });

/** The entry a registered key stands for, as the federation runtime was told. */
function entryOfKey(key: string): string {
  const registered = jest.mocked(registerRemotes).mock.calls.flatMap(([remotes]) => remotes);
  return (registered.find((remote) => remote.name === key) as { entry: string }).entry;
}

beforeEach(() => {
  jest
    .mocked(loadRemote)
    .mockImplementation((id: string) => Promise.resolve(routesOf(entryOfKey(id.slice(0, -'/routes'.length))) as never));
});

describe('one server render’s sections', () => {
  it('loads each render’s own version when a preview and live renders run at the same moment', async () => {
    const renders = Array.from({ length: 50 }, (_, index) => {
      const section = index % 2 === 0 ? live : candidate;
      return { section, sections: serverSectionsFor({ registry: [section] }) };
    });
    const modules = await Promise.all(renders.map(({ section, sections }) => sections.load(section)));
    modules.forEach((module, index) =>
      expect((module as unknown as { entry: string }).entry).toBe(renders[index]!.section.serverEntry),
    );
    // Registered once each, under keys of their own, and never replaced (no forced re-registration).
    const calls = jest.mocked(registerRemotes).mock.calls;
    expect(calls.every(([, options]) => options === undefined)).toBe(true);
    expect(new Set(calls.flatMap(([remotes]) => remotes.map((remote) => remote.name))).size).toBe(calls.length);
  });

  it('renders routes loaded by an earlier page at once, but only from the same build', async () => {
    const first = serverSectionsFor({ registry: [live], builds: { bike: 'one' } });
    expect(first.get(live)).toBeUndefined();
    const module = await first.load(live);
    expect(serverSectionsFor({ registry: [live], builds: { bike: 'one' } }).get(live)).toBe(module);
    expect(serverSectionsFor({ registry: [live], builds: { bike: 'two' } }).get(live)).toBeUndefined();
  });

  it('leaves a section to the browser with the reason: not answering, or built for another shell', async () => {
    const skewed = { ...live, name: 'tablet', title: 'Tablets' };
    const left = sectionsLeftToBrowser([live, skewed], { tablet: [{ name: 'react', version: '20.0.0' }] }, ['bike']);
    expect([...left.keys()]).toEqual(['bike', 'tablet']);
    const sections = serverSectionsFor({ registry: [live, skewed], skipped: left });
    await expect(sections.load(live)).rejects.toThrow('The Bikes remote is not answering');
    await expect(sections.load(skewed)).rejects.toThrow('built with react 20.0.0, but this site runs 19.1.0');
    expect(sections.get(live)).toBeUndefined();
  });
});
