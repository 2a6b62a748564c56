import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startStaticServer } from '@gadgets/tooling/serve/static-server.mjs';
import { openPage, setupBrowserContext } from '../support/browser';
import { buildFixtureRemote } from '../support/fixture-remotes';
import { manifestUrlOf, TEST_PORTS, testSite } from '../support/test-site';

const browsing = setupBrowserContext();

/**
 * One remote built as if against other versions of the shared singletons than the shell's (built once each), each
 * loaded into the running site as the Tablets section, in the browser and in server rendering.
 */
const VARIANTS = {
  newerMinors: { 'react-router-dom': '7.19.0', zustand: '5.2.0', 'styled-components': '6.7.0', urql: '5.1.0' },
  newerSharedUi: { '@gadgets/shared-ui': '1.1.0' },
  nextReact: { react: '20.0.0' },
} as const;
type Variant = keyof typeof VARIANTS;
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  'styled-components',
  'urql',
  '@gadgets/shared-ui',
];

const builds: Partial<Record<Variant, string>> = {};
let restoreMap: (() => void) | undefined;
let server: { close: () => Promise<void> } | undefined;

beforeAll(async () => {
  for (const variant of Object.keys(VARIANTS) as Variant[]) {
    builds[variant] = await buildFixtureRemote('remote-tablet', {
      FIXTURE_VERSIONS: JSON.stringify(VARIANTS[variant]),
    });
  }
  const { remoteMapFile } = testSite();
  const original = readFileSync(remoteMapFile, 'utf8');
  restoreMap = () => writeFileSync(remoteMapFile, original);
}, 180_000);

afterAll(async () => {
  restoreMap?.();
  await server?.close();
});

/** Serves one variant and makes it the site's Tablets section (a fresh address each time: nothing cached). */
async function deployVariant(variant: Variant, port: number): Promise<void> {
  await server?.close();
  server = await startStaticServer({ dir: builds[variant]!, port, apiOrigin: testSite().apiUrl, quiet: true });
  restoreMap?.();
  const registry = JSON.parse(readFileSync(testSite().remoteMapFile, 'utf8')) as { sections: unknown[] };
  const tablet = {
    name: 'tablet',
    title: 'Tablets',
    path: '/tablet',
    accent: 'blue',
    manifest: manifestUrlOf(`http://localhost:${port}`),
  };
  writeFileSync(testSite().remoteMapFile, JSON.stringify({ sections: [...registry.sections, tablet] }, null, 2));
}

/** Each shared singleton's versions that are loaded on the page, across every federation instance. */
function loadedSingletons(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate((names) => {
    type ShareScopes = Record<
      string,
      Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>>
    >;
    const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: ShareScopes } }).__FEDERATION__.__SHARE__;
    const loaded: Record<string, Set<string>> = Object.fromEntries(names.map((name) => [name, new Set<string>()]));
    for (const instance of Object.values(scopes)) {
      for (const scope of Object.values(instance)) {
        for (const name of names) {
          for (const [version, shared] of Object.entries(scope[name] ?? {}))
            if (shared.loaded || shared.lib) loaded[name]!.add(version);
        }
      }
    }
    return Object.fromEntries(Object.entries(loaded).map(([name, versions]) => [name, [...versions]]));
  }, SINGLETONS);
}

describe('version skew between a remote and the shell', () => {
  it('a remote built with newer minors of react-router-dom, zustand, styled-components and urql runs on the shell’s one copy of each', async () => {
    await deployVariant('newerMinors', TEST_PORTS.spare[3]);
    const rendered = await (await fetch(`${testSite().shellUrl}/tablet`)).text();
    expect(rendered).toMatch(/<h1[^>]*>Tablets<\/h1>/);

    const { page, pageErrors } = await openPage(browsing.context);
    await page.goto(`${testSite().shellUrl}/`);
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Tablets' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Tablets' }).waitFor();
    const loaded = await loadedSingletons(page);
    for (const name of [
      'react',
      'react-dom',
      'react-router-dom',
      'zustand',
      'styled-components',
      '@gadgets/shared-ui',
    ]) {
      expect({ name, copies: loaded[name]!.length }).toEqual({ name, copies: 1 });
    }
    // The shell's versions, not the ones the remote declared.
    expect(loaded['react-router-dom']).not.toContain('7.19.0');
    expect(loaded.zustand).not.toContain('5.2.0');
    expect(pageErrors).toEqual([]);
  });

  it.each([
    ['newerSharedUi', '@gadgets/shared-ui 1.1.0', '1.0.0', TEST_PORTS.spare[4]],
    ['nextReact', 'react 20.0.0', '19.', TEST_PORTS.spare[5]],
  ] as const)(
    'a remote built against %s is refused as its own section, naming the package and both versions',
    async (variant, built, runs, port) => {
      await deployVariant(variant, port);
      // Server rendering does not load it: the page renders, the section is left to the browser.
      const answer = await fetch(`${testSite().shellUrl}/tablet`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('Gadget Specs home');

      const { page, pageErrors } = await openPage(browsing.context);
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await page.goto(`${testSite().shellUrl}/tablet`);
      const error = page.getByRole('alert').filter({ hasText: 'Tablets is unavailable right now' });
      await error.waitFor();
      await error.getByRole('button', { name: 'Retry' }).waitFor();
      expect(consoleErrors.join('\n')).toContain(`built with ${built}, but this site runs ${runs}`);
      // The rest of the site works: another section opens from the navigation.
      await page
        .getByRole('banner')
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('link', { name: 'Bikes' })
        .click();
      await page.getByRole('heading', { name: 'Bike Home Page' }).waitFor();
      expect(pageErrors).toEqual([]);
    },
  );
});
