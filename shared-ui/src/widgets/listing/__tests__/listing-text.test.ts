import { availableText, showingText } from '../listing-text';

describe('listing texts', () => {
  it('counts what a brand has, singular for one', () => {
    expect(availableText(15, 'laptop', 'laptops')).toBe('15 laptops available');
    expect(availableText(1, 'laptop', 'laptops')).toBe('1 laptop available');
    expect(availableText(0, 'mobile', 'mobiles')).toBe('0 mobiles available');
  });

  it('words which part of the listing a page shows', () => {
    expect(showingText(1, 12, 12, 25)).toBe('Showing 1-12 of 25');
    expect(showingText(3, 12, 1, 25)).toBe('Showing 25-25 of 25');
    expect(showingText(2, 15, 15, 31)).toBe('Showing 16-30 of 31');
    expect(showingText(1, 12, 0, 0)).toBe('Showing 0 of 0');
  });
});
