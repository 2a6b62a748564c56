import { viewAllLinkOf } from '../view-all-link';

const from = (...brands: string[]) =>
  brands.map((companyName) => ({ companyName, companyPath: companyName.toLowerCase().replace(/\s+/g, '') }));

describe('where View all goes', () => {
  it('sends phones to the one brand they come from, else to the phone home', () => {
    expect(viewAllLinkOf('mobile', 'pixel', from('Google', 'Google'))).toEqual({
      to: '/mobile/google',
      label: 'View all Google phones',
    });
    expect(viewAllLinkOf('mobile', '13', from('OnePlus', 'Apple'))).toEqual({
      to: '/mobile',
      label: 'View all phones',
    });
  });

  it('sends laptops of two or three brands to the finder filtered to them, more to the laptop home', () => {
    expect(viewAllLinkOf('laptop', '13', from('Dell', 'HP', 'Apple')).to).toBe('/laptop?brand=dell,hp,apple');
    expect(viewAllLinkOf('laptop', '13', from('Dell', 'HP', 'Apple', 'Asus')).to).toBe('/laptop');
  });

  it('sends bikes to the catalogue searched for the same words', () => {
    expect(viewAllLinkOf('bike', 'royal enfield', []).to).toBe('/bike/catalog?searchTerm=royal%20enfield');
  });
});
