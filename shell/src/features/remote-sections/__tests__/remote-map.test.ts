import { parseRemoteMap } from '../remote-map';

describe('parseRemoteMap', () => {
  const complete = {
    mobile: 'http://localhost:3001/mf-manifest.json',
    laptop: '/remotes/laptop/mf-manifest.json',
    bike: 'https://bike.example.com/mf-manifest.json',
    desktop: 'http://localhost:3004/mf-manifest.json',
  };

  it('resolves relative manifest URLs against the page', () => {
    expect(parseRemoteMap(complete, 'https://gadgets.example.com/bike/honda')).toEqual({
      ...complete,
      laptop: 'https://gadgets.example.com/remotes/laptop/mf-manifest.json',
    });
  });

  it('names the section whose URL is missing', () => {
    const { desktop: _missing, ...incomplete } = complete;
    expect(() => parseRemoteMap(incomplete, 'https://gadgets.example.com/')).toThrow('"desktop"');
  });

  it('refuses something that is not a map', () => {
    expect(() => parseRemoteMap(['http://localhost:3001/mf-manifest.json'], 'https://gadgets.example.com/')).toThrow();
  });
});
