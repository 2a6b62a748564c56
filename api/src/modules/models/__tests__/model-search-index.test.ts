import { ModelSearchIndex, type SearchIndexRow } from '../model-search-index';

let nextId = 1;
const model = (company: string, name: string, series: string | null = null): SearchIndexRow => ({
  id: nextId++,
  company,
  name,
  series,
  path: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
});

// In listing order: the order ties keep.
const rows = [
  model('Google', 'Pixel 9 Pro XL 5G'),
  model('Google', 'Pixel 9 Pro XL'),
  model('Google', 'Pixel 9'),
  model('Samsung', 'Galaxy S24 Ultra', 'Galaxy S'),
  model('Samsung', 'Galaxy A55', 'Galaxy A'),
  model('Fairphone', 'The Fairphone (Gen. 6)'),
  model('Asus', 'ROG Zephyrus G14'),
  model('Asus', 'Zenbook 14 ROG Edition'),
];
const index = new ModelSearchIndex(rows);
const names = (query: string, limit = 20) =>
  index.search(query, limit).map((id) => rows.find((row) => row.id === id)!.name);

describe('the model search kept in memory', () => {
  it('matches words from their start, every word of the query, the last one as it is being typed', () => {
    expect(names('xel')).toEqual([]);
    // Both names start with it: listing order decides.
    expect(names('pixel 9 pr')).toEqual(['Pixel 9 Pro XL 5G', 'Pixel 9 Pro XL']);
    expect(names('fairph')).toEqual(['The Fairphone (Gen. 6)']);
    expect(names('galaxy s')).toEqual(['Galaxy S24 Ultra']);
    expect(names('galaxy q')).toEqual([]);
    // A one-letter last word is a whole word ("s" of the series "Galaxy S"), not a prefix of every word.
    expect(names('samsung s')).toEqual(['Galaxy S24 Ultra']);
    expect(names('pixel 10')).toEqual([]);
  });

  it('ranks the model named by the query first, then names that start with it, then phrases, then the rest', () => {
    expect(names('pixel 9 pro xl')[0]).toBe('Pixel 9 Pro XL');
    expect(names('pixel 9')).toEqual(['Pixel 9', 'Pixel 9 Pro XL 5G', 'Pixel 9 Pro XL']);
    expect(names('rog')).toEqual(['ROG Zephyrus G14', 'Zenbook 14 ROG Edition']);
    expect(names('asus rog')).toEqual(['ROG Zephyrus G14', 'Zenbook 14 ROG Edition']);
    expect(names('rog zeph')).toEqual(['ROG Zephyrus G14']);
    // A partly typed word found in more models than the whole words ("ro": two) is looked for in those models only.
    expect(names('zephyrus ro')).toEqual(['ROG Zephyrus G14']);
    expect(names('zenbook ro')).toEqual(['Zenbook 14 ROG Edition']);
    // Brand and name read as one: "google pixel 9" is the Pixel 9.
    expect(names('google pixel 9')[0]).toBe('Pixel 9');
  });

  it('finds a model by its brand, series or address words, and keeps to the limit', () => {
    expect(names('samsung')).toEqual(['Galaxy S24 Ultra', 'Galaxy A55']);
    expect(names('google', 2)).toHaveLength(2);
    expect(names('  --  ')).toEqual([]);
  });
});
