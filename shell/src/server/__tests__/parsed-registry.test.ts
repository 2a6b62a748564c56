import { sectionRegistryOf } from '../parsed-registry';

const section = (manifest: string) => ({ name: 'mobile', title: 'Phones', path: '/mobile', manifest });

describe('the section registry a render is given', () => {
  it('is parsed once per remote map and origin', () => {
    const map = { sections: [section('/mobile/mf-manifest.json')] };
    const first = sectionRegistryOf(map, 'https://gadgets.example/mobile/google/pixel-9-pro');
    expect(sectionRegistryOf(map, 'https://gadgets.example/laptop/dell')).toBe(first);
    expect(first[0]!.manifest).toBe('https://gadgets.example/mobile/mf-manifest.json');
    // Another origin resolves the map's paths against itself.
    expect(sectionRegistryOf(map, 'http://localhost:3000/')[0]!.manifest).toBe(
      'http://localhost:3000/mobile/mf-manifest.json',
    );
  });

  it('is parsed afresh for a new map', () => {
    const old = sectionRegistryOf({ sections: [section('http://a.example/mf-manifest.json')] }, 'http://site.example/');
    const current = sectionRegistryOf(
      { sections: [section('http://b.example/mf-manifest.json')] },
      'http://site.example/',
    );
    expect(old[0]!.manifest).toBe('http://a.example/mf-manifest.json');
    expect(current[0]!.manifest).toBe('http://b.example/mf-manifest.json');
  });

  it('resolves manifests relative to the page for each page', () => {
    const map = { sections: [section('remotes/mobile.json')] };
    expect(sectionRegistryOf(map, 'http://site.example/a/b')[0]!.manifest).toBe(
      'http://site.example/a/remotes/mobile.json',
    );
    expect(sectionRegistryOf(map, 'http://site.example/c/d')[0]!.manifest).toBe(
      'http://site.example/c/remotes/mobile.json',
    );
  });

  it('refuses a malformed map as the parser does', () => {
    expect(() => sectionRegistryOf({ sections: [{ name: 'mobile' }] }, 'http://site.example/')).toThrow(/remotes.json/);
  });
});
