// The built shell and every declared section's remote, served from their dist/ folders the way `pnpm start`
// serves them, the shell pointed at them through a registry written from shell/sections.json. For the benches.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  DECLARED_REGISTRY_FILE,
  readSectionRegistry,
  withManifests,
} from '@gadgets/tooling/serve/section-registry.mjs';
import { startStaticServer } from '@gadgets/tooling/serve/static-server.mjs';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/**
 * @param {{ portBase: number, apiOrigin: string }} options the shell on portBase, the remotes from portBase + 1
 * @returns {Promise<{ shellUrl: string, close: () => Promise<unknown> }>}
 */
export async function serveBuiltSite({ portBase, apiOrigin }) {
  const { raw, sections } = readSectionRegistry(DECLARED_REGISTRY_FILE);
  const portOf = (index) => portBase + 1 + index;
  const remoteMapFile = join(mkdtempSync(join(tmpdir(), 'gadgets-bench-site-')), 'remotes.json');
  writeFileSync(
    remoteMapFile,
    JSON.stringify(withManifests(raw, (_section, index) => `http://localhost:${portOf(index)}/mf-manifest.json`)),
  );
  const servers = [
    await startStaticServer({
      dir: join(repoRoot, 'shell', 'dist'),
      port: portBase,
      apiOrigin,
      remotesFile: remoteMapFile,
      quiet: true,
    }),
  ];
  for (const [index, section] of sections.entries()) {
    servers.push(
      await startStaticServer({
        dir: join(repoRoot, `remote-${section.name}`, 'dist'),
        port: portOf(index),
        apiOrigin,
        quiet: true,
      }),
    );
  }
  return {
    shellUrl: `http://localhost:${portBase}`,
    close: () => Promise.all(servers.map((server) => server.close())),
  };
}
