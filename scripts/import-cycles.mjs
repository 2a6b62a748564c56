#!/usr/bin/env node
// Fails when the files under a folder import each other in a circle. Type-only imports count: a circle of types
// still ties the modules together (ESLint's import-x/no-cycle skips them, so it cannot prove this).
// Usage: node scripts/import-cycles.mjs <tsconfig.json> <folder>
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const [tsconfigPath, folderArg] = process.argv.slice(2);
if (!tsconfigPath || !folderArg) {
  console.error('usage: node scripts/import-cycles.mjs <tsconfig.json> <folder>');
  process.exit(2);
}
const folder = resolve(folderArg);
const config = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(resolve(tsconfigPath)));

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every file of the folder with the files of the folder it imports (values, types and dynamic imports alike). */
const graph = new Map();
for (const file of sourceFiles(folder)) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = new Set();
  for (const { fileName } of importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
    if (resolved && resolved.startsWith(folder + '/') && !resolved.endsWith('.d.ts')) targets.add(resolve(resolved));
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

if (circles.length > 0) {
  for (const component of circles) {
    console.error(`import circle of ${component.length} file(s) in ${relative(process.cwd(), folder)}:`);
    for (const file of component.sort()) {
      const inCircle = graph.get(file).filter((target) => component.includes(target));
      console.error(`  ${relative(folder, file)} -> ${inCircle.map((target) => relative(folder, target)).join(', ')}`);
    }
  }
  process.exit(1);
}
