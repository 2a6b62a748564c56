// The built shell and every declared section's remote, served from their dist/ folders the way `pnpm start`
// serves them (each server a process of its own), the shell pointed at them through a registry written from
// shell/sections.json. For the benches.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  DECLARED_REGISTRY_FILE,
  readSectionRegistry,
  withManifests,
} from '@gadgets/tooling/serve/section-registry.mjs';
import { spawnStaticServer } from '@gadgets/tooling/serve/serve-process.mjs';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/**
 * @param {{ portBase: number, apiOrigin: string, shellEnv?: NodeJS.ProcessEnv }} options the shell on portBase,
 *   the remotes from portBase + 1; shellEnv adds to the shell server's environment (e.g. RENDER_CACHE=off)
 * @returns {Promise<{ shellUrl: string, shellPid: number, close: () => Promise<unknown> }>}
 *   shellPid: the shell's server process (its workers, if any, are its children)
 */
export async function serveBuiltSite({ portBase, apiOrigin, shellEnv = {} }) {
  const { raw, sections } = readSectionRegistry(DECLARED_REGISTRY_FILE);
  const portOf = (index) => portBase + 1 + index;
  const remoteMapFile = join(mkdtempSync(join(tmpdir(), 'gadgets-bench-site-')), 'remotes.json');
  writeFileSync(
    remoteMapFile,
    JSON.stringify(withManifests(raw, (_section, index) => `http://localhost:${portOf(index)}/mf-manifest.json`)),
  );
  const servers = [];
  // The servers' request lines (JSON, one per request) would drown the bench's own output; warnings and errors stay.
  const serverEnv = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
  const start = async (label, options, env = serverEnv) => {
    const server = await spawnStaticServer(options, { env, onOutput: (line) => console.error(`[${label}] ${line}`) });
    servers.push(server);
    return server;
  };
  // A bench that fails before it closes the site leaves no server behind (children outlive their parent otherwise).
  const stopOnExit = () => servers.forEach((server) => server.child.kill('SIGTERM'));
  process.once('exit', stopOnExit);
  const close = () => {
    process.off('exit', stopOnExit);
    return Promise.all(servers.map((server) => server.close()));
  };
  try {
    const shell = await start(
      'shell',
      { dir: join(repoRoot, 'shell', 'dist'), port: portBase, apiOrigin, remotesFile: remoteMapFile },
      { ...serverEnv, ...shellEnv },
    );
    await Promise.all(
      sections.map((section, index) =>
        start(section.name, { dir: join(repoRoot, `remote-${section.name}`, 'dist'), port: portOf(index), apiOrigin }),
      ),
    );
    return { shellUrl: `http://localhost:${portBase}`, shellPid: shell.pid, close };
  } catch (error) {
    await close();
    throw error;
  }
}
