#!/usr/bin/env node
// pnpm create-section <name> [--title Tablets] [--description "…"] [--accent green|blue|red|orange] [--port 3005]
// pnpm create-section --remove <name>
// Writes a working remote for a new section from tooling/section-template (routes, mount, standalone page, tests,
// README) as remote-<name>/, and registers it: its entry in the shell's registry (shell/sections.json), on the next
// free port. The root configs find remote-*/ packages themselves (workspace, jest, TypeScript, lint), so nothing
// else changes. --remove takes both away again. --root and --sections write elsewhere (tests).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATE_DIR = join(REPO_ROOT, 'tooling', 'section-template');
const NAME = /^[a-z][a-z0-9]{1,31}$/;
const PLAIN_TEXT = /^[^'"`{}<>\\]+$/;
const ACCENTS = ['green', 'blue', 'red', 'orange'];
/** `pnpm start` serves the integrator page here, after the four first remotes (scripts/start.mjs). */
const INTEGRATOR_PORT = 3005;

const USAGE = `usage: pnpm create-section <name> [--title <title>] [--description <text>] [--accent ${ACCENTS.join('|')}] [--port <port>]
       pnpm create-section --remove <name>

Writes remote-<name>/ (a module federation remote the shell mounts under /<name>/*) and adds its entry to
shell/sections.json. Then: pnpm install (links the new package), pnpm --filter @gadgets/remote-<name> test,
pnpm start (serves it on its port, in the site).`;

/** Every file of the template, as a path relative to it. */
function templateFiles(dir = TEMPLATE_DIR) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? templateFiles(path) : [relative(TEMPLATE_DIR, path)];
  });
}

const readRegistry = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeRegistry = (file, registry) => writeFileSync(file, `${JSON.stringify(registry, null, 2)}\n`);

/** The port after the highest one the registry's manifests name (the remotes' development ports) and the integrator's. */
function nextPort(registry) {
  const ports = registry.sections.map(({ manifest }) => Number(/:(\d+)\//.exec(manifest)?.[1] ?? 0));
  return Math.max(INTEGRATOR_PORT, ...ports) + 1;
}

export function createSection({ name, title, description, accent, port, root, sectionsFile }) {
  if (!NAME.test(name)) throw new Error('the name is 2 to 32 lower-case letters and digits, starting with a letter');
  for (const [label, text] of [
    ['title', title],
    ['description', description],
  ])
    if (!PLAIN_TEXT.test(text)) throw new Error(`the ${label} may not hold quotes, braces, angle brackets or \\`);
  if (!ACCENTS.includes(accent)) throw new Error(`the accent is one of ${ACCENTS.join(', ')}`);
  const registry = readRegistry(sectionsFile);
  if (registry.sections.some((section) => section.name === name || section.path === `/${name}`))
    throw new Error(`shell/sections.json already has a section "${name}"`);
  const packageDir = join(root, `remote-${name}`);
  if (existsSync(packageDir)) throw new Error(`${packageDir} exists already`);
  const chosenPort = port ?? nextPort(registry);
  const values = { name, title, description, port: String(chosenPort) };
  for (const file of templateFiles()) {
    const target = join(packageDir, file.replace(/\.tmpl$/, ''));
    mkdirSync(dirname(target), { recursive: true });
    const text = readFileSync(join(TEMPLATE_DIR, file), 'utf8');
    writeFileSync(
      target,
      text.replace(/\{\{(name|title|description|port)\}\}/g, (_match, key) => values[key]),
    );
  }
  registry.sections.push({
    name,
    title,
    description,
    path: `/${name}`,
    accent,
    manifest: `http://localhost:${chosenPort}/mf-manifest.json`,
  });
  writeRegistry(sectionsFile, registry);
  return { packageDir, port: chosenPort };
}

export function removeSection({ name, root, sectionsFile }) {
  const registry = readRegistry(sectionsFile);
  const sections = registry.sections.filter((section) => section.name !== name);
  const packageDir = join(root, `remote-${name}`);
  if (sections.length === registry.sections.length && !existsSync(packageDir))
    throw new Error(`there is no section "${name}"`);
  writeRegistry(sectionsFile, { ...registry, sections });
  rmSync(packageDir, { recursive: true, force: true });
  return { packageDir };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      description: { type: 'string' },
      accent: { type: 'string', default: 'blue' },
      port: { type: 'string' },
      remove: { type: 'boolean', default: false },
      root: { type: 'string', default: REPO_ROOT },
      sections: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [name] = positionals;
  if (values.help || !name) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const sectionsFile = values.sections ?? join(REPO_ROOT, 'shell', 'sections.json');
  try {
    if (values.remove) {
      const { packageDir } = removeSection({ name, root: values.root, sectionsFile });
      console.log(`removed ${packageDir} and its entry in ${sectionsFile}; run pnpm install to unlink it`);
    } else {
      const title = values.title ?? `${name[0].toUpperCase()}${name.slice(1)}s`;
      const { packageDir, port } = createSection({
        name,
        title,
        description: values.description ?? `Everything about ${title.toLowerCase()}.`,
        accent: values.accent,
        port: values.port === undefined ? undefined : Number(values.port),
        root: values.root,
        sectionsFile,
      });
      console.log(`wrote ${packageDir} and its entry in ${sectionsFile} (port ${port}). Next:
  pnpm install                                   (links the new package)
  pnpm --filter @gadgets/remote-${name} test       (builds it, runs its tests and contract checks)
  pnpm start                                     (the site, with /${name})`);
    }
  } catch (error) {
    console.error(`create-section: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
