import { readPreview, sectionPreviewKey, signPreview, signPreviewWithKey } from '../preview.mjs';
import type { StaticServer } from '../static-server.ts';
import { serveFakeSite, STAGED_VERSION, startFakeSite, type FakeSite } from './fake-site.ts';

const SECRET = 'the-site-secret';
const inAnHour = () => Date.now() + 3_600_000;

describe('preview links', () => {
  it('are signed per section: a section’s key signs its own links only', () => {
    const bikeKey = sectionPreviewKey('bike', SECRET);
    const own = signPreviewWithKey({ section: 'bike', version: STAGED_VERSION, expiresAt: inAnHour() }, bikeKey);
    const other = signPreviewWithKey({ section: 'mobile', version: STAGED_VERSION, expiresAt: inAnHour() }, bikeKey);
    expect(readPreview(own, SECRET)).toMatchObject({ section: 'bike', version: STAGED_VERSION });
    expect(readPreview(other, SECRET)).toBeNull();
  });

  it('keep working while the site’s secret rotates, and stop when the old one is dropped', () => {
    const signedWithOld = signPreview({ section: 'bike', version: STAGED_VERSION, expiresAt: inAnHour() }, 'old');
    expect(readPreview(signedWithOld, 'new,old')).not.toBeNull();
    expect(readPreview(signedWithOld, 'new')).toBeNull();
  });
});

describe("the shell's preview route", () => {
  let site: FakeSite;
  let server: StaticServer | undefined;
  beforeEach(async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    site = await startFakeSite();
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    await site.close();
  });
  const open = async (token: string, options: { previewSecret?: string; previewOrigins?: string } = {}) => {
    server = await serveFakeSite(site, { previewSecret: SECRET, ...options });
    return fetch(`${server.url}/__preview?token=${encodeURIComponent(token)}`, { redirect: 'manual' });
  };
  const link = (preview: { version?: string; manifest?: string } = {}) =>
    signPreview({ section: 'mobile', version: STAGED_VERSION, expiresAt: inAnHour(), ...preview }, SECRET);

  it('opens a staged candidate: the grant in an HttpOnly cookie, what it shows in a readable one, then the section', async () => {
    const answer = await open(link());
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/mobile');
    const cookies = answer.headers.getSetCookie();
    expect(cookies[0]).toMatch(/^gadgets_preview=[^;]+; HttpOnly; Path=\/; SameSite=Lax; Max-Age=\d+$/);
    expect(cookies[1]).toMatch(new RegExp(`^gadgets_preview_info=mobile\\.${STAGED_VERSION}; Path=/`));
  });

  it('says why, on a page and with nothing set, for a bad link, an unknown version or a host the site does not allow', async () => {
    const cases = [
      { token: 'forged.token', status: 403, says: 'This preview link is not valid' },
      { token: link({ version: 'ffffffffffff' }), status: 404, says: 'This version is not deployed' },
      {
        token: link({ manifest: 'https://elsewhere.example/mf-manifest.json' }),
        status: 403,
        says: 'This site does not load sections from https://elsewhere.example.',
      },
    ];
    for (const { token, status, says } of cases) {
      const answer = await open(token);
      expect({ status: answer.status, cookies: answer.headers.getSetCookie() }).toEqual({ status, cookies: [] });
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await answer.text()).toContain(says);
      await server?.close();
      server = undefined;
    }
  });

  it('takes a candidate staged on an allowed host of its own (any port of localhost in development)', async () => {
    const staged = `${site.remoteOrigin}/versions/${STAGED_VERSION}/mf-manifest.json`.replace('127.0.0.1', 'localhost');
    expect((await open(link({ manifest: staged }))).status).toBe(403);
    await server?.close();
    const answer = await open(link({ manifest: staged }), { previewOrigins: 'http://localhost:*' });
    expect(answer.status).toBe(302);
  });

  it('lets only the previewing browser load scripts from a candidate’s own host', async () => {
    const staged = `${site.remoteOrigin}/versions/${STAGED_VERSION}/mf-manifest.json`.replace('127.0.0.1', 'localhost');
    const answer = await open(link({ manifest: staged }), { previewOrigins: 'http://localhost:*' });
    const cookie = answer.headers.getSetCookie()[0]!.split(';')[0]!;
    const scriptSources = async (headers: Record<string, string>) =>
      /script-src ([^;]*)/.exec(
        (await fetch(`${server!.url}/mobile`, { headers })).headers.get('content-security-policy')!,
      )![1];
    const candidateOrigin = new URL(staged).origin;
    expect(await scriptSources({ cookie })).toContain(candidateOrigin);
    expect(await scriptSources({})).not.toContain(candidateOrigin);
    expect(await scriptSources({})).not.toContain('localhost:*');
  });

  it('answers a clear 404 page when the site has no preview secret', async () => {
    const answer = await open(link(), { previewSecret: '' });
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('Previews are off on this site');
  });
});
