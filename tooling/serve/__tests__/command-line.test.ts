import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DEPLOY_BIN = join(__dirname, '..', '..', 'bin', 'deploy.mjs');
const SERVE_BIN = join(__dirname, '..', '..', 'bin', 'serve.mjs');

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

function run(bin: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Outcome> {
  return new Promise((resolveRun) => {
    execFile(process.execPath, [bin, ...args], { timeout: 20_000, env }, (error, stdout, stderr) =>
      resolveRun({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
const deploy = (...args: string[]) => run(DEPLOY_BIN, args);

describe('gadgets-deploy --help', () => {
  const COMMANDS = {
    check: ['--dist', '--site', '--section'],
    stage: ['--root', '--dist'],
    preview: ['--section', '--version', '--site', '--url', '--hours'],
    'preview-key': ['--section'],
    publish: ['--section', '--root', '--url', '--map', '--dist', '--site', '--force'],
    rollback: ['--section', '--root', '--map'],
  };

  it('lists every command, and exits 0', async () => {
    const { code, stdout } = await deploy('--help');
    expect(code).toBe(0);
    for (const command of Object.keys(COMMANDS)) expect(stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
  });

  it.each(Object.entries(COMMANDS))(
    '%s --help shows its usage with each of its options, and exits 0',
    async (command, options) => {
      const { code, stdout } = await deploy(command, '--help');
      expect(code).toBe(0);
      expect(stdout).toMatch(new RegExp(`^usage: gadgets-deploy ${command} `));
      for (const option of options) expect(stdout).toMatch(new RegExp(`^  ${option}\\b.* \\S`, 'm'));
    },
  );

  it('answers an unknown command, or none, with the usage and exit code 2', async () => {
    for (const args of [['deploy-everything'], []]) {
      const { code, stderr } = await deploy(...args);
      expect(code).toBe(2);
      expect(stderr).toContain('usage: gadgets-deploy <command>');
    }
    expect((await deploy('deploy-everything')).stderr).toContain('unknown command "deploy-everything"');
  });

  it('names the missing options of a command, with its usage, and exits 2', async () => {
    const { code, stderr } = await deploy('publish', '--section', 'tablet');
    expect(code).toBe(2);
    expect(stderr).toContain('missing --root, --url, --map');
    expect(stderr).toContain('usage: gadgets-deploy publish');
  });
});

describe('gadgets-deploy check, and publish --site, against the live shell', () => {
  let workDir: string;
  let site: Server;
  let siteUrl: string;
  let mapFile: string;
  const deployRoot = () => join(workDir, 'root');

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'gadgets-preflight-'));
    // The live shell: its map, and its own federation manifest (the versions it shares).
    const shellManifest = {
      name: 'gadgets_shell',
      shared: [
        { name: '@gadgets/shared-ui', version: '1.0.0' },
        { name: 'react', version: '19.3.1' },
        { name: 'react/jsx-runtime', version: '19.3.1' },
      ],
    };
    const registry = { sections: [{ name: 'tablet', title: 'Tablets', path: '/tablet', manifest: 'x' }] };
    site = createServer((request, response) => {
      const body = { '/remotes.json': registry, '/mf-manifest.json': shellManifest }[request.url ?? ''];
      response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
    });
    await new Promise<void>((resolveListening) => site.listen(0, '127.0.0.1', resolveListening));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolveClosed) => site.close(resolveClosed));
    rmSync(workDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    rmSync(deployRoot(), { recursive: true, force: true });
    mapFile = join(workDir, 'remotes.json');
    writeFileSync(
      mapFile,
      JSON.stringify({ sections: [{ name: 'tablet', manifest: 'https://old.example.com/mf-manifest.json' }] }),
    );
  });

  function remoteBuild(
    name: string,
    shared: { name: string; version: string }[],
    { routes = true, serverEntry = true } = {},
  ): string {
    const dist = join(workDir, name);
    mkdirSync(join(dist, 'server'), { recursive: true });
    const exposes = [...(routes ? [{ path: './routes' }] : []), { path: './mount' }];
    writeFileSync(
      join(dist, 'mf-manifest.json'),
      JSON.stringify({ name: 'gadgets_tablet', metaData: {}, shared, exposes }),
    );
    if (serverEntry) writeFileSync(join(dist, 'server', 'remoteEntry.js'), '');
    return dist;
  }
  const fitting = () =>
    remoteBuild('fitting', [
      { name: '@gadgets/shared-ui', version: '1.0.0' },
      { name: 'react', version: '19.4.0' },
    ]);
  const newerSharedUi = () => remoteBuild('newer-shared-ui', [{ name: '@gadgets/shared-ui', version: '1.1.0' }]);
  const publishArgs = (dist: string) => [
    'publish',
    '--section',
    'tablet',
    '--dist',
    dist,
    '--root',
    deployRoot(),
    '--url',
    'https://tablet.example.com',
    '--map',
    mapFile,
    '--site',
    siteUrl,
  ];
  const mapText = () => readFileSync(mapFile, 'utf8');

  it('passes a build of the shell’s versions, noting a newer minor that runs as the shell’s copy', async () => {
    const { code, stdout, stderr } = await deploy('check', '--dist', fitting(), '--site', siteUrl);
    expect(code).toBe(0);
    expect(stdout).toContain('(gadgets_tablet) can go live on');
    expect(stderr).toContain("note: react 19.4.0 runs as the shell's 19.3.1");
  });

  it('refuses a build against a newer shared-ui, naming the package and both versions', async () => {
    const { code, stderr } = await deploy('check', '--dist', newerSharedUi(), '--site', siteUrl, '--section', 'tablet');
    expect(code).toBe(1);
    expect(stderr).toContain(
      'The Tablets section was built with @gadgets/shared-ui 1.1.0, but this site runs 1.0.0: deploy the shell with the newer version first.',
    );
  });

  it('refuses another major of a singleton, a build without ./routes and one without its server build', async () => {
    const dist = remoteBuild('broken', [{ name: 'react/jsx-runtime', version: '20.0.0' }], {
      routes: false,
      serverEntry: false,
    });
    const { code, stderr } = await deploy('check', '--dist', dist, '--site', siteUrl);
    expect(code).toBe(1);
    expect(stderr).toContain('built with react 20.0.0, but this site runs 19.3.1');
    expect(stderr).toContain('does not expose ./routes');
    expect(stderr).toContain('has no server/remoteEntry.js');
  });

  it('refuses when the site does not answer, naming the address', async () => {
    const { code, stderr } = await deploy('check', '--dist', fitting(), '--site', `${siteUrl}/nowhere`);
    expect(code).toBe(1);
    expect(stderr).toContain(`${siteUrl}/nowhere/remotes.json answered 404`);
  });

  it('publish --site refuses such a build before anything is copied or switched', async () => {
    const before = mapText();
    const { code, stdout, stderr } = await deploy(...publishArgs(newerSharedUi()));
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('@gadgets/shared-ui 1.1.0');
    expect(stderr).toContain('refused: nothing was published or switched');
    expect(mapText()).toBe(before);
    expect(existsSync(deployRoot())).toBe(false);
  });

  it('publish --site --force publishes it anyway, with a warning naming the problem', async () => {
    const { code, stdout, stderr } = await deploy(...publishArgs(newerSharedUi()), '--force');
    expect(code).toBe(0);
    expect(stderr).toMatch(/WARNING: --force/);
    expect(stderr).toContain('@gadgets/shared-ui 1.1.0, but this site runs 1.0.0');
    expect(stdout).toMatch(/^published tablet [0-9a-f]{12}/);
    expect(mapText()).toContain('https://tablet.example.com/versions/');
  });

  it('publish --site publishes a build that passes', async () => {
    const { code, stdout, stderr } = await deploy(...publishArgs(fitting()));
    expect(code).toBe(0);
    expect(stdout).toMatch(/^published tablet [0-9a-f]{12}/);
    expect(stderr).toContain('can go live on');
    expect(existsSync(join(deployRoot(), 'current', 'mf-manifest.json'))).toBe(true);
  });
});

describe('gadgets-deploy preview-key and preview', () => {
  const SECRET = 'the-site-secret';
  const signed = async (env: NodeJS.ProcessEnv, section = 'bike') => {
    const { stdout } = await run(
      DEPLOY_BIN,
      ['preview', '--section', section, '--version', '0123456789ab', '--site', 'https://gadgets.example.com/'],
      { ...process.env, PREVIEW_SECRET: '', PREVIEW_KEY: '', ...env },
    );
    return new URL(stdout.trim()).searchParams.get('token')!;
  };

  it('gives a section’s team a key that signs links the site accepts, for that section only', async () => {
    const { readPreview } = await import('../preview.mjs');
    const { stdout: key } = await run(DEPLOY_BIN, ['preview-key', '--section', 'bike'], {
      ...process.env,
      PREVIEW_SECRET: SECRET,
    });
    expect(readPreview(await signed({ PREVIEW_KEY: key.trim() }), SECRET)).toMatchObject({ section: 'bike' });
    expect(readPreview(await signed({ PREVIEW_KEY: key.trim() }, 'mobile'), SECRET)).toBeNull();
    expect(readPreview(await signed({ PREVIEW_SECRET: SECRET }, 'mobile'), SECRET)).toMatchObject({
      section: 'mobile',
    });
  });

  it('refuses to sign without a key, and names what it needs', async () => {
    const outcome = await run(
      DEPLOY_BIN,
      ['preview', '--section', 'bike', '--version', '0123456789ab', '--site', 'https://gadgets.example.com'],
      { ...process.env, PREVIEW_SECRET: '', PREVIEW_KEY: '' },
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('PREVIEW_KEY');
  });
});

describe('gadgets-serve', () => {
  it('--help shows every option and exits 0', async () => {
    const { code, stdout } = await run(SERVE_BIN, ['--help']);
    expect(code).toBe(0);
    for (const option of ['--dir', '--port', '--api', '--no-api', '--remotes-file', '--remote-origin', '--workers'])
      expect(stdout).toMatch(new RegExp(`^  ${option}\\b`, 'm'));
  });

  it('will not serve a deploy root at a port picked at random: it asks for --port', async () => {
    const root = mkdtempSync(join(tmpdir(), 'gadgets-serve-root-'));
    mkdirSync(join(root, 'versions'));
    try {
      const { code, stderr } = await run(SERVE_BIN, ['--dir', root]);
      expect(code).toBe(2);
      expect(stderr).toContain('is a deploy root: serve it with --port');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
