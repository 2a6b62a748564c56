#!/usr/bin/env node
// gadgets-deploy publish --section bike --dist dist --root /srv/bike --url https://bike.example.com --map /srv/shell/remotes.json
// gadgets-deploy rollback --section bike --root /srv/bike --map /srv/shell/remotes.json
// Publishes a remote's build as an immutable version folder and switches the shell's map to it (or back).
import { parseArgs } from 'node:util';
import { publishVersion, rollBack } from '../serve/deploy.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    section: { type: 'string' },
    dist: { type: 'string', default: 'dist' },
    root: { type: 'string' },
    url: { type: 'string' },
    map: { type: 'string' },
  },
});
const [command] = positionals;
const missing = ['section', 'root', 'map', ...(command === 'publish' ? ['url'] : [])].filter((name) => !values[name]);
if (!['publish', 'rollback'].includes(command ?? '') || missing.length > 0) {
  console.error('usage: gadgets-deploy publish|rollback --section NAME --root DEPLOY_ROOT --map REMOTES_JSON [--dist dist --url BASE_URL]');
  if (missing.length > 0) console.error(`missing: ${missing.map((name) => `--${name}`).join(', ')}`);
  process.exit(2);
}
try {
  if (command === 'publish') {
    const { version, manifest, previous } = publishVersion({ distDir: values.dist, deployRoot: values.root, mapFile: values.map, section: values.section, baseUrl: values.url });
    console.log(`published ${values.section} ${version}: ${manifest} (was ${previous})`);
  } else {
    const { manifest, from } = rollBack({ deployRoot: values.root, mapFile: values.map, section: values.section });
    console.log(`rolled ${values.section} back to ${manifest} (from ${from})`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
