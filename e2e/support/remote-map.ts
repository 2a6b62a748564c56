import { readFileSync, writeFileSync } from 'node:fs';
import { withManifests } from '@gadgets/tooling/serve/section-registry.mjs';
import { testSite, type SectionName } from './test-site';

/**
 * Points one section of the test shell's remotes.json elsewhere, as a deployment would, and returns
 * a function that puts the original map back.
 */
export function repointRemote(section: SectionName, manifestUrl: string): () => void {
  const { remoteMapFile } = testSite();
  const original = readFileSync(remoteMapFile, 'utf8');
  const registry = withManifests(JSON.parse(original), (entry) =>
    entry.name === section ? manifestUrl : entry.manifest,
  );
  writeFileSync(remoteMapFile, JSON.stringify(registry, null, 2));
  return () => writeFileSync(remoteMapFile, original);
}
