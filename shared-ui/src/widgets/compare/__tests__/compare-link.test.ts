import { compareLinkOf, decodeCompareList, encodeCompareList } from '../compare-link';

describe('compare link', () => {
  const items = [
    { company: 'Google', path: 'pixel-9-pro' },
    { company: 'samsung', path: 'galaxy-s25-ultra' },
  ];

  it('is base64 of a JSON array of lower-case company and path', () => {
    const encoded = encodeCompareList(items);
    expect(JSON.parse(atob(encoded))).toEqual([
      { company: 'google', path: 'pixel-9-pro' },
      { company: 'samsung', path: 'galaxy-s25-ultra' },
    ]);
    expect(decodeCompareList(encoded)).toEqual(JSON.parse(atob(encoded)));
  });

  it('reads a value whose plus signs became spaces in the address bar', () => {
    const encoded = encodeCompareList([{ company: 'x', path: '>>>?' }]);
    expect(encoded).toContain('+');
    expect(decodeCompareList(encoded.replace(/\+/g, ' '))).toEqual([{ company: 'x', path: '>>>?' }]);
  });

  it('answers null for values it cannot read', () => {
    expect(decodeCompareList('not base64!')).toBeNull();
    expect(decodeCompareList(btoa('{not json'))).toBeNull();
    expect(decodeCompareList(btoa('{"company":"a","path":"b"}'))).toBeNull();
    expect(decodeCompareList(btoa('[{"company":"a"}]'))).toBeNull();
  });

  it('builds the page link, URL-encoded, or the bare page for an empty list', () => {
    expect(compareLinkOf('/mobile/compare_mobile_models', [])).toBe('/mobile/compare_mobile_models');
    const link = compareLinkOf('/mobile/compare_mobile_models', items);
    const value = new URL(link, 'http://x').searchParams.get('compare')!;
    expect(decodeCompareList(value)).toHaveLength(2);
  });
});
