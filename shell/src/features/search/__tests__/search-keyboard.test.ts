import { nextHighlight, searchPagePath } from '../search-keyboard';

describe('search highlight', () => {
  it('goes from no highlight to the first row on ArrowDown and to the last on ArrowUp', () => {
    expect(nextHighlight(-1, 5, 'ArrowDown')).toBe(0);
    expect(nextHighlight(-1, 5, 'ArrowUp')).toBe(4);
  });

  it('moves one row and wraps around at both ends', () => {
    expect(nextHighlight(1, 5, 'ArrowDown')).toBe(2);
    expect(nextHighlight(4, 5, 'ArrowDown')).toBe(0);
    expect(nextHighlight(2, 5, 'ArrowUp')).toBe(1);
    expect(nextHighlight(0, 5, 'ArrowUp')).toBe(4);
  });

  it('has nothing to highlight without results', () => {
    expect(nextHighlight(-1, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('search links', () => {
  it('links the full results to /search?q= with the query encoded', () => {
    expect(searchPagePath('galaxy s25+')).toBe('/search?q=galaxy%20s25%2B');
  });
});
