import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { watchRegistryFile } from '../registry-file.ts';

const registryWith = (manifest: string) =>
  JSON.stringify({ sections: [{ name: 'mobile', title: 'Phones', path: '/mobile', manifest }] });

describe('the watched remote map', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'gadgets-registry-')), 'remotes.json');

  it('is parsed once while the file stays, and again as soon as a deploy replaces it', () => {
    writeFileSync(file, registryWith('http://localhost:3001/mf-manifest.json'));
    const changes: string[] = [];
    const registry = watchRegistryFile(file, (snapshot) => changes.push(snapshot.sections[0]!.manifest));
    const first = registry.current();
    expect(first.sections.map((section) => section.manifest)).toEqual(['http://localhost:3001/mf-manifest.json']);
    expect(registry.current()).toBe(first);

    writeFileSync(`${file}.tmp`, registryWith('http://localhost:4001/mf-manifest.json'));
    renameSync(`${file}.tmp`, file);
    const second = registry.current();
    expect(second.sections[0]!.manifest).toBe('http://localhost:4001/mf-manifest.json');
    expect(second.version).not.toBe(first.version);
    expect(changes).toEqual(['http://localhost:4001/mf-manifest.json']);
  });

  it('is no sections while the file is missing or not JSON, and recovers when it is back', () => {
    writeFileSync(file, '{ not json');
    const registry = watchRegistryFile(file);
    expect(registry.current()).toMatchObject({ raw: null, text: null, sections: [] });
    rmSync(file);
    expect(registry.current().sections).toEqual([]);
    writeFileSync(file, registryWith('http://localhost:3001/mf-manifest.json'));
    expect(registry.current().sections).toHaveLength(1);
  });

  it('has the same version for the same content in every process', () => {
    writeFileSync(file, registryWith('http://localhost:3001/mf-manifest.json'));
    expect(watchRegistryFile(file).current().version).toBe(watchRegistryFile(file).current().version);
  });
});
