#!/usr/bin/env node
// Copy detection for lint: jscpd over the folders of .jscpd.json, where names that differ only by the section they
// are about (laptop/mobile/phone/bike/desktop/tablet) count as the same, so a block copied from one section into
// another and renamed (LAPTOP_GROUPS -> MOBILE_GROUPS) is found like a plain copy. Pairs the config lists under
// "intentional" (with the reason) pass; any other copy fails the run.
// Usage: node scripts/copies.mjs [--config .jscpd.json]
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// jscpd's ES module build imports a CommonJS path without its extension; its CommonJS build loads.
const { detectClones } = require('jscpd');

const configIndex = process.argv.indexOf('--config');
const configPath = configIndex > 0 ? process.argv[configIndex + 1] : '.jscpd.json';
const { intentional = [], path: folders = [], ...config } = JSON.parse(readFileSync(configPath, 'utf8'));
/** `remote-*\/src` names every section's remote, new ones included: a `*` in the first segment matches folders. */
const expandFolder = (folder) => {
  const [first, ...rest] = folder.split('/');
  if (!first.includes('*')) return [folder];
  const pattern = new RegExp(
    `^${first
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return readdirSync('.')
    .filter((name) => pattern.test(name))
    .sort()
    .map((name) => [name, ...rest].join('/'))
    .filter((path) => existsSync(path));
};
config.path = folders.flatMap(expandFolder);

const SECTION_WORDS = /laptops?|mobiles?|phones?|bikes?|desktops?|tablets?/gi;
const md5 = (value) => createHash('md5').update(value).digest('hex');
/**
 * jscpd hashes each token as its type and text, then windows of those (hex) hashes. A token's text is hashed with
 * the section words replaced; windows are hex already and hashed as they are.
 */
const hashFunction = (value) => md5(/^[0-9a-f]+$/.test(value) ? value : value.replace(SECTION_WORDS, '§'));

const clones = await detectClones({ ...config, reporters: [], silent: true, noTips: true, hashFunction });

const samePair = (entry, a, b) =>
  (entry.files[0] === a && entry.files[1] === b) || (entry.files[0] === b && entry.files[1] === a);
const used = new Set();
const place = (duplication) =>
  `${duplication.sourceId}:${duplication.start.line}-${Math.max(duplication.start.line, duplication.end.line)}`;
const failures = [];
for (const clone of clones) {
  const a = clone.duplicationA.sourceId;
  const b = clone.duplicationB.sourceId;
  const listed = intentional.find((entry) => samePair(entry, a, b));
  if (listed) used.add(listed);
  else failures.push(`${place(clone.duplicationA)} ~ ${place(clone.duplicationB)}`);
}

for (const entry of intentional.filter((entry) => !used.has(entry))) {
  console.error(
    `listed as intentional but no longer a copy (remove it from ${configPath}): ${entry.files.join(' ~ ')}`,
  );
}
if (failures.length > 0) {
  console.error(`${failures.length} copied block(s) (names compared without their section word):`);
  for (const failure of failures) console.error(`  ${failure}`);
  console.error(`Share the code, or list the pair under "intentional" in ${configPath} with the reason.`);
}
if (failures.length > 0 || used.size < intentional.length) process.exit(1);
