import { idListFrom, partComparePath, partIdOf, partPagePath, partSegmentOf, slugOf } from '../part-addresses';

const uuid = '60a8ba0d-d6a5-4e84-89df-a5ca2a8915c9';

describe('part addresses', () => {
  it('name a part by the slug of its name and its id, and find the id again whatever the slug says', () => {
    expect(slugOf('be quiet! Pure Rock 3 Black')).toBe('be-quiet-pure-rock-3-black');
    expect(slugOf('Corsair FRAME 4000D – Nova (Süd)')).toBe('corsair-frame-4000d-nova-sud');
    expect(partPagePath({ id: uuid, name: 'AMD Ryzen 7 7700X', category: 'CPU' })).toBe(
      `/desktop/parts/cpu/amd-ryzen-7-7700x-${uuid}`,
    );
    expect(partIdOf(`amd-ryzen-7-7700x-${uuid}`)).toBe(uuid);
    expect(partIdOf(`an-old-name-${uuid}`)).toBe(uuid);
    expect(partIdOf(uuid)).toBe(uuid);
  });

  it('use an id that is no UUID as the whole segment', () => {
    const synthetic = { id: 'synthetic-part-12', name: 'AMD Ryzen 7 7700X S12', category: 'CPU_COOLER' };
    expect(partSegmentOf(synthetic)).toBe('synthetic-part-12');
    expect(partPagePath(synthetic)).toBe('/desktop/parts/cpu_cooler/synthetic-part-12');
    expect(partIdOf('synthetic-part-12')).toBe('synthetic-part-12');
  });

  it('carry the build and the compared ids as comma lists', () => {
    expect(partPagePath({ id: uuid, name: 'X', category: 'cpu' }, ['a', 'b'])).toBe(
      `/desktop/parts/cpu/x-${uuid}?parts=a,b`,
    );
    expect(partComparePath('GPU', ['a', 'b', 'a'])).toBe('/desktop/parts/gpu/compare?ids=a,b');
    expect(idListFrom('?ids=a,%20b,,c', 'ids')).toEqual(['a', 'b', 'c']);
    expect(idListFrom('?parts=ram,ram', 'parts')).toEqual(['ram', 'ram']);
  });
});
