#!/usr/bin/env node
// gadgets-deploy publish --section bike --dist dist --root /srv/bike --url https://bike.example.com --map /srv/shell/remotes.json
// gadgets-deploy rollback --section bike --root /srv/bike --map /srv/shell/remotes.json
// gadgets-deploy stage --dist dist --root /srv/bike            (a candidate version, nothing switched)
// PREVIEW_SECRET=… gadgets-deploy preview --section bike --version 3f2a9c0d1e2b --site https://gadgets.example.com [--hours 8]
// Publishes a remote's build as an immutable version folder and switches the shell's map to it (or back), or stages
// one and prints a signed link that previews it in the browser that opens it.
import { parseArgs } from 'node:util';
import { publishVersion, rollBack, stageVersion } from '../serve/deploy.mjs';
import { PREVIEW_PATH, signPreview } from '../serve/preview.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    section: { type: 'string' },
    dist: { type: 'string', default: 'dist' },
    root: { type: 'string' },
    url: { type: 'string' },
    map: { type: 'string' },
    version: { type: 'string' },
    site: { type: 'string' },
    hours: { type: 'string', default: '8' },
  },
});
const [command] = positionals;
const REQUIRED = {
  publish: ['section', 'root', 'map', 'url'],
  rollback: ['section', 'root', 'map'],
  stage: ['root'],
  preview: ['section', 'version', 'site'],
};
const missing = (REQUIRED[command ?? ''] ?? []).filter((name) => !values[name]);
if (!REQUIRED[command ?? ''] || missing.length > 0) {
  console.error(
    'usage: gadgets-deploy publish|rollback|stage|preview (see the comment at the top of tooling/bin/deploy.mjs)',
  );
  if (missing.length > 0) console.error(`missing: ${missing.map((name) => `--${name}`).join(', ')}`);
  process.exit(2);
}
try {
  if (command === 'publish') {
    const { version, manifest, previous } = publishVersion({
      distDir: values.dist,
      deployRoot: values.root,
      mapFile: values.map,
      section: values.section,
      baseUrl: values.url,
    });
    console.log(`published ${values.section} ${version}: ${manifest} (was ${previous})`);
  } else if (command === 'stage') {
    console.log(`staged ${stageVersion({ distDir: values.dist, deployRoot: values.root })}`);
  } else if (command === 'preview') {
    if (!process.env.PREVIEW_SECRET)
      throw new Error("PREVIEW_SECRET must be the secret the shell's server signs previews with");
    const hours = Number(values.hours);
    if (!(hours > 0 && hours <= 24 * 7))
      throw new Error('--hours is how long the link works: more than 0, at most a week (168)');
    const expiresAt = Date.now() + hours * 3_600_000;
    const token = signPreview(
      { section: values.section, version: values.version, expiresAt },
      process.env.PREVIEW_SECRET,
    );
    console.log(`${values.site.replace(/\/+$/, '')}${PREVIEW_PATH}?token=${token}`);
  } else {
    const { manifest, from } = rollBack({ deployRoot: values.root, mapFile: values.map, section: values.section });
    console.log(`rolled ${values.section} back to ${manifest} (from ${from})`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
