import { parseSectionRegistry, sectionOfPath } from '../section-registry';

const PAGE = 'https://gadgets.example.com/bike/honda';
const bike = {
  name: 'bike',
  title: 'Bikes',
  path: '/bike',
  accent: 'red',
  manifest: 'https://bike.example.com/v/3f2a/mf-manifest.json',
};

describe('parseSectionRegistry', () => {
  it('keeps the declared order and resolves URLs, the server entry beside the manifest by default', () => {
    const registry = parseSectionRegistry(
      {
        sections: [
          bike,
          { name: 'laptop', title: 'Laptops', path: '/laptop', manifest: '/remotes/laptop/mf-manifest.json' },
        ],
      },
      PAGE,
    );
    expect(registry.map((section) => section.name)).toEqual(['bike', 'laptop']);
    expect(registry[0]).toEqual({
      ...bike,
      description: '',
      home: '/bike',
      serverEntry: 'https://bike.example.com/v/3f2a/server/remoteEntry.js',
    });
    expect(registry[1]).toMatchObject({
      accent: 'green',
      manifest: 'https://gadgets.example.com/remotes/laptop/mf-manifest.json',
    });
  });

  it('names the section and the field that is wrong', () => {
    expect(() => parseSectionRegistry({ sections: [{ ...bike, manifest: undefined }] }, PAGE)).toThrow(
      'remotes.json section "bike" has no "manifest"',
    );
    expect(() => parseSectionRegistry({ sections: [{ ...bike, path: '/bike/x' }] }, PAGE)).toThrow(
      'the path must be one segment',
    );
    expect(() => parseSectionRegistry({ sections: [{ ...bike, accent: 'pink' }] }, PAGE)).toThrow(
      'the accent is one of',
    );
    expect(() => parseSectionRegistry({ sections: [{ ...bike, home: '/mobile' }] }, PAGE)).toThrow(
      'the home page must be under /bike',
    );
    expect(() => parseSectionRegistry({ sections: [bike, { ...bike, name: 'moto' }] }, PAGE)).toThrow(
      'another section has the same path',
    );
  });

  it('refuses the old flat map and anything that is not a list of sections', () => {
    expect(() => parseSectionRegistry({ bike: bike.manifest }, PAGE)).toThrow('"sections" list');
    expect(() => parseSectionRegistry(null, PAGE)).toThrow('"sections" list');
  });

  it('finds the section a path belongs to, by whole segments', () => {
    const registry = parseSectionRegistry({ sections: [bike] }, PAGE);
    expect(sectionOfPath(registry, '/bike/honda')?.name).toBe('bike');
    expect(sectionOfPath(registry, '/bike')?.name).toBe('bike');
    expect(sectionOfPath(registry, '/bikes')).toBeUndefined();
  });
});
