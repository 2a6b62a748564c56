import { renameSync } from 'node:fs';
import { startStaticServer, type StaticServer } from '../static-server.ts';
import { serveFakeSite, startFakeSite, type FakeSite } from './fake-site.ts';

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

const wait = (ms: number) => new Promise((resolveWait) => setTimeout(resolveWait, ms));
const readiness = async (url: string) => {
  const response = await fetch(`${url}/health/ready`);
  return { status: response.status, body: await response.json(), cache: response.headers.get('cache-control') };
};

describe("the shell's server as a load balancer sees it (/health/ready)", () => {
  it('is not ready until its server builds are loaded, then ready', async () => {
    // A remote that does not answer yet holds the start's loading back (for at most remoteStartupWaitMs).
    site.setRemoteUp(false);
    server = await serveFakeSite(site, { remoteStartupWaitMs: 60_000 });
    expect(await readiness(server.url)).toEqual({ status: 503, body: { status: 'starting' }, cache: 'no-store' });
    // Pages asked meanwhile wait for the loading; the balancer sends none until it is over.
    site.setRemoteUp(true);
    await server.ready;
    expect(await readiness(server.url)).toEqual({ status: 200, body: { status: 'ready' }, cache: 'no-store' });
  }, 15_000);

  it('answers its own readiness, not the API behind it', async () => {
    server = await serveFakeSite(site);
    await server.ready;
    // The fake API answers every request 200 with a JSON body of its own; the readiness is the server's.
    expect((await readiness(server.url)).body).toEqual({ status: 'ready' });
    expect(site.renders()).toBe(0);
  });

  it('is not ready while its remote map cannot be read, and ready again once it can', async () => {
    server = await serveFakeSite(site);
    await server.ready;
    renameSync(site.mapFile, `${site.mapFile}.away`);
    expect(await readiness(server.url)).toMatchObject({ status: 503, body: { status: 'unavailable' } });
    renameSync(`${site.mapFile}.away`, site.mapFile);
    expect((await readiness(server.url)).status).toBe(200);
  });

  it('is ready at once when it renders nothing (a remote, the integrator page)', async () => {
    server = await startStaticServer({ dir: site.dir, port: 0, quiet: true });
    await server.ready;
    expect((await readiness(server.url)).status).toBe(200);
  });

  it('from the stop on: not ready for good, yet still answers pages, each closing its connection', async () => {
    server = await serveFakeSite(site);
    await server.ready;
    server.startDraining();
    expect(await readiness(server.url)).toMatchObject({ status: 503, body: { status: 'draining' } });
    const page = await fetch(`${server.url}/mobile`);
    expect(page.status).toBe(200);
    expect(page.headers.get('connection')).toBe('close');
    await wait(50);
    expect((await readiness(server.url)).status).toBe(503);
  });

  it('draining lets the page in flight finish, then stops taking connections', async () => {
    server = await serveFakeSite(site);
    await server.ready;
    const rendersBefore = site.renders();
    const page = fetch(`${server.url}/slow`);
    while (site.renders() === rendersBefore) await wait(20);
    const drained = server.drain(10_000);
    expect((await page).status).toBe(200);
    await drained;
    await expect(fetch(`${server.url}/health/ready`)).rejects.toThrow();
    server = undefined;
  });
});
