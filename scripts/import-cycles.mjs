#!/usr/bin/env node
// Fails when source files import each other in a circle. Type-only imports count: a circle of types still ties the
// modules together (ESLint's import-x/no-cycle skips them, so it cannot prove this).
// Usage: node scripts/import-cycles.mjs [folder …]   (default: every package of pnpm-workspace.yaml)
// One process reads every package: each file's imports are resolved with the tsconfig.json nearest to it, and the
// graph spans packages, so a circle through two packages is found too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import ts from 'typescript';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const started = performance.now();

/** Folders that hold no source of the repository's own: installed packages, builds, caches, test output. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'outbox']);
const SOURCE_FILE = /\.(tsx?|mts|cts|mjs|cjs|jsx?)$/;

/** The workspace's package folders, from pnpm-workspace.yaml (plain folders and `folder/*` patterns). */
function workspacePackages() {
  const lines = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8').split('\n');
  const patterns = [];
  let inPackages = false;
  for (const line of lines) {
    if (/^\S/.test(line)) inPackages = line.startsWith('packages:');
    const item = inPackages && /^\s+-\s+['"]?([^'"#\s]+)/.exec(line);
    if (item) patterns.push(item[1]);
  }
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('*')) return [join(root, pattern)];
    const parent = join(root, dirname(pattern));
    const prefix = pattern.slice(pattern.lastIndexOf('/') + 1, -1);
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith(prefix))
      .map((entry) => join(parent, entry.name));
  });
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(path);
    return SOURCE_FILE.test(entry.name) && !/\.d\.[mc]?ts$/.test(entry.name) ? [path] : [];
  });
}

/** Compiler options and a resolution cache per tsconfig.json; the nearest one above a file resolves its imports. */
const resolvers = new Map();
const nearestConfig = new Map();
function resolverFor(dir) {
  if (!nearestConfig.has(dir)) {
    const candidate = join(dir, 'tsconfig.json');
    const parent = dirname(dir);
    nearestConfig.set(dir, existsSync(candidate) ? candidate : parent === dir ? null : resolverFor(parent).configPath);
  }
  const configPath = nearestConfig.get(dir);
  if (!resolvers.has(configPath)) {
    const config = configPath ? ts.readConfigFile(configPath, ts.sys.readFile).config : {};
    const base = configPath ? dirname(configPath) : root;
    // allowJs: an import of a JavaScript module is an edge of the graph like any other.
    const options = { ...ts.parseJsonConfigFileContent(config, ts.sys, base).options, allowJs: true };
    const cache = ts.createModuleResolutionCache(base, (name) => name, options);
    resolvers.set(configPath, { configPath, options, cache });
  }
  return resolvers.get(configPath);
}

const folders = process.argv.length > 2 ? process.argv.slice(2).map((folder) => resolve(folder)) : workspacePackages();
const files = new Set(folders.flatMap(sourceFiles));

/** Every file with the files it imports (values, types and dynamic imports alike), among the files checked. */
const graph = new Map();
for (const file of files) {
  const { options, cache } = resolverFor(dirname(file));
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = new Set();
  for (const { fileName } of importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule?.resolvedFileName;
    if (resolved && files.has(resolve(resolved))) targets.add(resolve(resolved));
  }
  graph.set(file, [...targets]);
}

// Tarjan's strongly connected components: every component of more than one file (or a file importing itself) is a
// circle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
function visit(file) {
  index.set(file, counter);
  low.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) {
      low.set(file, Math.min(low.get(file), index.get(next)));
    }
  }
  if (low.get(file) !== index.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(component);
}
for (const file of graph.keys()) if (!index.has(file)) visit(file);

for (const component of circles) {
  console.error(`import circle of ${component.length} file(s):`);
  for (const file of component.sort()) {
    const inCircle = graph.get(file).filter((target) => component.includes(target));
    console.error(`  ${relative(root, file)} -> ${inCircle.map((target) => relative(root, target)).join(', ')}`);
  }
}
if (circles.length > 0) process.exit(1);
if (process.env.IMPORT_CYCLES_VERBOSE) {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`no import circle in ${files.size} files of ${folders.length} packages (${seconds} s)`);
}
