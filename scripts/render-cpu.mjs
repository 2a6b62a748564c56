#!/usr/bin/env node
// CPU time per server render, measured in-process (a measuring tool, not a test): the shell's server build renders
// the bench's five pages, one after another, and process.cpuUsage() says what each render cost this process. The
// remotes are served from their dist/ folders (their server builds load from there); the API answers from its own
// process, so its work is not counted, only the render's side of each GraphQL call. CPU time rather than wall time
// because the machine may be shared.
//   API_ORIGIN=http://127.0.0.1:4000 node scripts/render-cpu.mjs
// Options (env): RENDERS per page (200), WARMUP renders per page (50), BENCH_PORT_BASE (4610: remotes on +51 to
// +54), PAGES (comma-separated paths), SAVE_HTML (a folder: each page's HTML is written there, to compare builds),
// SHELL_SERVER_DIR (another shell server build, e.g. a copy of an earlier one, for A/B runs back to back).
// Add node's --cpu-prof to profile the renders.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { DECLARED_REGISTRY_FILE, readSectionRegistry, withManifests } from '../tooling/serve/section-registry.mjs';
import { spawnStaticServer } from '../tooling/serve/serve-process.mjs';
import { positiveNumber, REPO_ROOT } from './bench-support.mjs';

const RENDERS = positiveNumber('RENDERS', 200);
const WARMUP = positiveNumber('WARMUP', 50);
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4610) + 50;
const PAGES = (
  process.env.PAGES ??
  '/,/mobile/google/pixel-9-pro,/laptop/dell,/bike/royalenfield/himalayan-450,/desktop/custom-pc-build'
).split(',');
const SITE = `http://localhost:${PORT_BASE}`;
const NONCE = '0123456789abcdef0123456789abcdef';
const apiOrigin = process.env.API_ORIGIN;
if (!apiOrigin) throw new Error('Set API_ORIGIN to a running API, e.g. http://127.0.0.1:4000');

const { raw, sections } = readSectionRegistry(DECLARED_REGISTRY_FILE);
const portOf = (index) => PORT_BASE + 1 + index;
const registry = withManifests(raw, (_section, index) => `http://localhost:${portOf(index)}/mf-manifest.json`);
const remotes = await Promise.all(
  sections.map((section, index) =>
    spawnStaticServer(
      { dir: join(REPO_ROOT, `remote-${section.name}`, 'dist'), port: portOf(index), apiOrigin },
      { onOutput: (line) => console.error(`[${section.name}] ${line}`) },
    ),
  ),
);
process.once('exit', () => remotes.forEach((remote) => remote.child.kill('SIGTERM')));

const shellDist = join(REPO_ROOT, 'shell', 'dist');
const serverFile = join(process.env.SHELL_SERVER_DIR ?? join(shellDist, 'server'), 'server.js');
const serverBuild = createRequire(serverFile)(serverFile);
const template = readFileSync(join(shellDist, 'index.html'), 'utf8').replace(
  /<script(?=[\s>])/g,
  `<script nonce="${NONCE}"`,
);
const errors = [];

async function renderOnce(path) {
  const page = await serverBuild.renderPage({
    url: `${SITE}${path}`,
    siteUrl: SITE,
    template,
    graphqlUrl: `${apiOrigin}/graphql`,
    sections: registry,
    nonce: NONCE,
    onError: (error) => errors.push(`${path}: ${error instanceof Error ? error.message : error}`),
  });
  if (page.kind === 'redirect') return `redirect ${page.status} ${page.location}`;
  return new Promise((resolve, reject) => {
    const chunks = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    page.pipe(sink);
  });
}

const cpuMs = (usage) => (usage.user + usage.system) / 1000;
const rows = [];
for (const path of PAGES) {
  let html = '';
  for (let i = 0; i < WARMUP; i += 1) html = await renderOnce(path);
  if (process.env.SAVE_HTML) {
    mkdirSync(process.env.SAVE_HTML, { recursive: true });
    writeFileSync(join(process.env.SAVE_HTML, `${path.replace(/\//g, '_') || '_'}.html`), html);
  }
  const started = process.cpuUsage();
  const wallStarted = performance.now();
  for (let i = 0; i < RENDERS; i += 1) await renderOnce(path);
  rows.push({
    page: path,
    'CPU ms/render': Number((cpuMs(process.cpuUsage(started)) / RENDERS).toFixed(2)),
    'wall ms/render': Number(((performance.now() - wallStarted) / RENDERS).toFixed(2)),
    'HTML kB': Number((html.length / 1000).toFixed(1)),
  });
}
console.table(rows);
const mean = rows.reduce((sum, row) => sum + row['CPU ms/render'], 0) / rows.length;
console.log(`mean CPU ms/render over the pages: ${mean.toFixed(2)}`);
if (errors.length > 0) console.log(`${errors.length} render error(s), first: ${errors[0]}`);
await Promise.all(remotes.map((remote) => remote.close()));
process.exit(0);
