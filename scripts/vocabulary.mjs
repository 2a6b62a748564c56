#!/usr/bin/env node
// The glossary's check (README.md, "Glossary"): fails on a retired spelling anywhere in the tracked sources, except
// generated files, seed data, deprecated schema fields and the glossary itself; and on the API's section names
// drifting from shared-ui's (the API cannot import shared-ui, so it keeps its own list).
// Usage: node scripts/vocabulary.mjs [root]   (lint runs it from the workspace root)
// To retire a spelling, add it to RETIRED with the word that replaces it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A retired spelling: what finds it, and what the glossary says instead. */
export const RETIRED = [
  { pattern: /\bBreadcrumbCategory\b/, use: 'SectionName' },
  {
    pattern: /\bCatalogueSection\b/,
    use: 'SectionName, or CatalogueSectionName for the sections of brands and models',
  },
  { pattern: /\bCATALOGUE_SECTIONS\b/, use: 'SECTION_NAMES' },
  { pattern: /\bCompareCategory\b/, use: 'ComparableSectionName' },
  // The schema's enum keeps its name until it is deprecated: GraphQL spells it `enum CompanyCategory` and
  // `CompanyCategory!`; code names the idea a section.
  { pattern: /(?<!enum )\bCompanyCategory\b(?!!)/, use: 'CatalogueSectionName' },
  { pattern: /\bCategoryName\b/, use: "CatalogueSectionName (a section), PartCategoryName (a PC part's kind)" },
  { pattern: /\bCATEGORY_PATHS\b|\bSECTION_HOME\b/, use: 'SECTION_TABLE' },
  // Names say catalogue. What visitors read says Catalog, as the spec's 'View Catalog' does (the page it opens, its
  // address /bike/catalog); the published, deprecated searchBikeCatalog and BikeCatalog* keep their spelling, and
  // migrations that ran keep their text (catalog_order).
  {
    pattern: /(?<=[a-z])(?<!Bike)Catalog(?!ue)|\bCatalog(?=[A-Z])|\bcatalog(?=[A-Z])/,
    use: 'catalogue in a name (searchBikeCatalog and BikeCatalog* are deprecated, not renamed)',
  },
];

/** Files the check reads: sources and docs; generated output, seed data and lock files are not ours to word. */
const CHECKED = /\.(?:[cm]?[jt]sx?|md|json|graphql)$/;
const SKIPPED = [
  /(?:^|\/)generated\//,
  /\.generated\./,
  /graphql-env\.d\.ts$/,
  /(?:^|\/)seed\//,
  /^api\/data\//,
  /pnpm-lock\.yaml$/,
  // The check and its test name the spellings they look for.
  /^scripts\/(?:__tests__\/)?vocabulary(?:\.test)?\.mjs$/,
];
/** Lines that may keep an old spelling: a deprecated schema field says what replaced it. */
const KEPT_LINE = /@deprecated/;
const GLOSSARY = /<!-- glossary -->[^]*?<!-- \/glossary -->/;

/** The retired spellings in one file's text: `{ line, text, use }` for each. */
export function findRetired(text, retired = RETIRED) {
  const checked = text.replace(GLOSSARY, (block) => block.replace(/[^\n]/g, ''));
  const found = [];
  checked.split('\n').forEach((line, index) => {
    if (KEPT_LINE.test(line)) return;
    for (const { pattern, use } of retired) {
      if (pattern.test(line)) found.push({ line: index + 1, text: line.trim(), use });
    }
  });
  return found;
}

/** The names in `export const SECTION_NAMES = [...]` of a TypeScript file. */
export function sectionNamesIn(text) {
  const list = /export const SECTION_NAMES = \[([^\]]*)\]/.exec(text);
  return list ? [...list[1].matchAll(/'([^']+)'/g)].map((match) => match[1]) : null;
}

function main(root) {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => CHECKED.test(file) && !SKIPPED.some((skip) => skip.test(file)));
  const problems = [];
  for (const file of files) {
    let text;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue; // deleted in the work tree, not yet in the index
    }
    for (const hit of findRetired(text)) problems.push(`${file}:${hit.line}: ${hit.text}\n    use ${hit.use}`);
  }
  const ui = sectionNamesIn(readFileSync(join(root, 'shared-ui/src/sections/section-names.ts'), 'utf8'));
  const api = sectionNamesIn(readFileSync(join(root, 'api/src/shared/sections.ts'), 'utf8'));
  if (!ui || !api || ui.join() !== api.join())
    problems.push(`api/src/shared/sections.ts names the sections ${api} but shared-ui's section table ${ui}`);
  if (problems.length > 0) {
    console.error(`Retired spellings (README.md, "Glossary"):\n${problems.join('\n')}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv[2] ?? process.cwd());
