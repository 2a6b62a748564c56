import type { StaticServer } from '../static-server.ts';
import { serveFakeSite, startFakeSite, type FakeSite } from './fake-site.ts';

type Step = { preload: { unavailable: string[]; builds: string[] } } | { render: string };
const scope = globalThis as { fakeServerBuildSteps?: Step[] };

let site: FakeSite;
let server: StaticServer | undefined;
let steps: Step[];
beforeEach(async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  site = await startFakeSite();
  steps = [];
  scope.fakeServerBuildSteps = steps;
});
afterEach(async () => {
  delete scope.fakeServerBuildSteps;
  await server?.close();
  server = undefined;
  await site.close();
});

async function serve(remoteStartupWaitMs: number): Promise<string> {
  server = await serveFakeSite(site, { remoteStartupWaitMs });
  return server.url;
}
const wait = (ms: number) => new Promise((resolveWait) => setTimeout(resolveWait, ms));

describe("the shell's server loads every module in one fixed order", () => {
  it('before its first page, with every remote that answers; not again while nothing changes', async () => {
    const url = await serve(0);
    await fetch(`${url}/mobile`).then((page) => page.text());
    await fetch(`${url}/`).then((page) => page.text());
    expect(steps).toEqual([
      { preload: { unavailable: [], builds: ['mobile'] } },
      { render: '/mobile' },
      { render: '/' },
    ]);
  });

  it('waits a few seconds at start for a remote that does not answer yet; pages wait with it', async () => {
    site.setRemoteUp(false);
    setTimeout(() => site.setRemoteUp(true), 300);
    const url = await serve(5_000);
    await fetch(`${url}/`).then((page) => page.text());
    expect(steps).toEqual([{ preload: { unavailable: [], builds: ['mobile'] } }, { render: '/' }]);
  });

  it('loads a remote that comes up later before the first page that has it', async () => {
    site.setRemoteUp(false);
    const url = await serve(0);
    await fetch(`${url}/`).then((page) => page.text());
    expect(steps).toEqual([{ preload: { unavailable: ['mobile'], builds: [] } }, { render: '/' }]);
    site.setRemoteUp(true);
    // The remote is looked at again a second after it did not answer; a page meanwhile asks for that look.
    let page = '';
    for (let attempt = 0; attempt < 20 && !page.includes('skipped=<'); attempt += 1) {
      page = await fetch(`${url}/mobile`).then((answer) => answer.text());
      await wait(200);
    }
    expect(page).toContain('skipped=</main>');
    const loadedAt = steps.findIndex(
      (step) => 'preload' in step && step.preload.builds.includes('mobile') && step.preload.unavailable.length === 0,
    );
    const firstWholeRender = steps.findIndex((step, index) => 'render' in step && index > loadedAt);
    expect(loadedAt).toBeGreaterThan(0);
    expect(firstWholeRender).toBe(loadedAt + 1);
  });
});
