import { countText, listPriceText, sizeText } from '../finder-numbers';

describe('finder numbers', () => {
  it('counts with thousands separated and the noun in its number', () => {
    expect(countText(0, 'phone', 'phones')).toBe('0 phones');
    expect(countText(1, 'laptop', 'laptops')).toBe('1 laptop');
    expect(countText(12345, 'laptop', 'laptops')).toBe('12,345 laptops');
  });

  it('shows a list price with cents only when there are some', () => {
    expect(listPriceText(139999, 'USD')).toBe('$1,399.99 list price');
    expect(listPriceText(49900, 'USD')).toBe('$499 list price');
    expect(listPriceText(null, 'USD')).toBeNull();
  });

  it('says whole terabytes as TB', () => {
    expect(sizeText(512)).toBe('512 GB');
    expect(sizeText(2048)).toBe('2 TB');
    expect(sizeText(1536)).toBe('1536 GB');
  });
});
