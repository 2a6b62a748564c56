import { REMOTE_SECTIONS, testSite } from '../support/test-site';

/** Browsers ask every origin for its icon and manifest; none of the site's origins may answer 404. */
describe('site icon and web app manifest', () => {
  const origins = () => {
    const site = testSite();
    return [site.shellUrl, ...REMOTE_SECTIONS.map((section) => site.remoteUrls[section])];
  };

  it('are served by the site and by every remote on its own origin, and every page links them', async () => {
    for (const origin of origins()) {
      const icon = await fetch(`${origin}/favicon.svg`);
      expect({ origin, status: icon.status }).toEqual({ origin, status: 200 });
      expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await icon.text()).toContain('<svg');

      // Asked for by browsers and crawlers whatever the page links: a real icon, not a 404.
      const ico = await fetch(`${origin}/favicon.ico`);
      expect({ origin, status: ico.status }).toEqual({ origin, status: 200 });
      expect(ico.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
      expect([...new Uint8Array(await ico.arrayBuffer()).slice(0, 4)]).toEqual([0, 0, 1, 0]);

      const manifest = await fetch(`${origin}/manifest.webmanifest`);
      expect({ origin, status: manifest.status }).toEqual({ origin, status: 200 });
      const body = (await manifest.json()) as { name: string; icons: { src: string }[] };
      expect(body.icons[0]!.src).toBe('/favicon.svg');

      const page = await (await fetch(`${origin}/`)).text();
      expect(page).toContain('<link rel="icon" href="/favicon.svg"');
      expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    }
  });
});
