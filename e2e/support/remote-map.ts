import { readFileSync, writeFileSync } from 'node:fs';
import { testSite, type RemoteSection } from './test-site';

/**
 * Points one section of the test shell's remotes.json elsewhere, as a deployment would, and returns
 * a function that puts the original map back.
 */
export function repointRemote(section: RemoteSection, manifestUrl: string): () => void {
  const { remoteMapFile } = testSite();
  const original = readFileSync(remoteMapFile, 'utf8');
  const map = JSON.parse(original) as Record<string, string>;
  writeFileSync(remoteMapFile, JSON.stringify({ ...map, [section]: manifestUrl }, null, 2));
  return () => writeFileSync(remoteMapFile, original);
}
