import { parse } from 'graphql';
import { boundedDocumentCaches, CACHED_DOCUMENT_FIELDS, fieldCount } from '../document-cache';

describe('parsed documents kept between requests', () => {
  it('are bounded by their fields, not only by count: large distinct documents push the oldest out', () => {
    const { documentCache } = boundedDocumentCaches();
    // 14 aliases of 45 fields: 644 fields a document, as a probe sent them (each held 3.8 MB once compiled).
    const source = (n: number) =>
      `{ ${Array.from({ length: 14 }, (_, alias) => `q${n}_${alias}: getAllBikeFeatures { ${Array.from({ length: 45 }, (__, field) => `f${field}`).join(' ')} }`).join(' ')} }`;
    const sources = Array.from({ length: 40 }, (_, n) => source(n));
    for (const text of sources) documentCache.set(text, parse(text));
    expect(fieldCount(parse(sources[0]!))).toBe(14 * 46);
    expect(documentCache.calculatedSize).toBeLessThanOrEqual(CACHED_DOCUMENT_FIELDS);
    expect(documentCache.has(sources[39]!)).toBe(true);
    expect(documentCache.has(sources[0]!)).toBe(false);
    // A small document among them stays cached as long as it is used.
    const small = '{ ping }';
    documentCache.set(small, parse(small));
    for (const text of sources) {
      documentCache.set(text, parse(text));
      documentCache.get(small);
    }
    expect(documentCache.has(small)).toBe(true);
  });

  it('keeps documents that failed to parse by the length of their text', () => {
    const { errorCache } = boundedDocumentCaches();
    const broken = (n: number) => `{ ${'x '.repeat(50_000)} ${n}`;
    for (let n = 0; n < 40; n++) errorCache.set(broken(n), new Error('Syntax Error'));
    expect(errorCache.calculatedSize).toBeLessThanOrEqual(1_000_000);
    expect(errorCache.has(broken(0))).toBe(false);
  });
});
