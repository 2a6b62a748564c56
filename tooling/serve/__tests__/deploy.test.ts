import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishVersion, rollBack, stageVersion } from '../deploy.mjs';
import { startStaticServer, type StaticServer } from '../static-server.ts';

const HOST = 'https://tablet.example.com';
const FIRST_MANIFEST = 'https://old-host.example.com/mf-manifest.json';

let workDir: string;
let deployRoot: string;
let mapFile: string;
beforeEach(() => {
  workDir = mkdtempSync(join(tmpdir(), 'gadgets-deploy-test-'));
  deployRoot = join(workDir, 'root');
  mapFile = join(workDir, 'remotes.json');
  writeFileSync(
    mapFile,
    JSON.stringify({ sections: [{ name: 'tablet', title: 'Tablets', manifest: FIRST_MANIFEST }] }),
  );
});
afterEach(() => rmSync(workDir, { recursive: true, force: true }));

/** A remote's build: its manifest (publicPath "auto", as every remote's is) and one chunk. */
function remoteBuild(lead: string): string {
  const dist = join(workDir, `dist-${lead}`);
  mkdirSync(join(dist, 'server'), { recursive: true });
  const manifest = {
    id: 'gadgets_tablet',
    name: 'gadgets_tablet',
    metaData: { name: 'gadgets_tablet', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [],
    exposes: [{ path: './routes', assets: { js: { sync: ['routes.0123456789.js'] } } }],
  };
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dist, 'remoteEntry.js'), `/* ${lead} */`);
  writeFileSync(join(dist, 'routes.0123456789.js'), `/* ${lead}, routes */`);
  writeFileSync(join(dist, 'server', 'remoteEntry.js'), `/* ${lead}, server */`);
  return dist;
}

const publish = (dist: string) =>
  publishVersion({ distDir: dist, deployRoot, mapFile, section: 'tablet', baseUrl: HOST });
const currentManifest = () =>
  JSON.parse(readFileSync(join(deployRoot, 'current', 'mf-manifest.json'), 'utf8')) as {
    name: string;
    metaData: { publicPath: string; remoteEntry: { name: string } };
  };
const mapManifest = () =>
  (JSON.parse(readFileSync(mapFile, 'utf8')) as { sections: { manifest: string }[] }).sections[0]!.manifest;

describe('current/mf-manifest.json, the stable address of a deploy root', () => {
  it('is the live version’s manifest with its files in the version folder, following publish and rollback', () => {
    const first = publish(remoteBuild('one'));
    expect(currentManifest().metaData.publicPath).toBe(`${HOST}/versions/${first.version}/`);
    expect(currentManifest().metaData.remoteEntry.name).toBe('remoteEntry.js');
    expect(currentManifest().name).toBe('gadgets_tablet');

    const second = publish(remoteBuild('two'));
    expect(second.version).not.toBe(first.version);
    expect(currentManifest().metaData.publicPath).toBe(`${HOST}/versions/${second.version}/`);

    rollBack({ deployRoot, mapFile, section: 'tablet' });
    expect(mapManifest()).toBe(first.manifest);
    expect(currentManifest().metaData.publicPath).toBe(`${HOST}/versions/${first.version}/`);
  });

  it('is gone once a rollback points the map past this root’s first publish', () => {
    publish(remoteBuild('one'));
    rollBack({ deployRoot, mapFile, section: 'tablet' });
    expect(mapManifest()).toBe(FIRST_MANIFEST);
    expect(existsSync(join(deployRoot, 'current', 'mf-manifest.json'))).toBe(false);
  });

  it('does not exist for a version that is only staged', () => {
    stageVersion({ distDir: remoteBuild('one'), deployRoot });
    expect(existsSync(join(deployRoot, 'current'))).toBe(false);
  });
});

describe("a deploy root's server", () => {
  let server: StaticServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('answers its version folders and current/mf-manifest.json, and 404 for its history and anything else', async () => {
    const { version } = publish(remoteBuild('one'));
    writeFileSync(join(deployRoot, 'current', 'mf-manifest.json.123.tmp'), '{}');
    server = await startStaticServer({ dir: deployRoot, port: 0, quiet: true });
    const get = (path: string) => fetch(`${server!.url}${path}`);

    const current = await get('/current/mf-manifest.json');
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toBe('no-cache');
    expect(current.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await current.json()) as { metaData: { publicPath: string } }).metaData.publicPath).toBe(
      `${HOST}/versions/${version}/`,
    );
    const chunk = await get(`/versions/${version}/routes.0123456789.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const file of ['remoteEntry.js', 'server/remoteEntry.js'])
      expect((await get(`/versions/${version}/${file}`)).status).toBe(200);

    expect(existsSync(join(deployRoot, 'deployments.json'))).toBe(true);
    for (const path of [
      '/deployments.json',
      '/Deployments.json',
      '/./deployments.json',
      '/current/mf-manifest.json.123.tmp',
      '/current/',
    ]) {
      const answer = await get(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(await answer.text()).not.toContain('tablet');
    }
  });
});
