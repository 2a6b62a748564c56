import type { Page } from 'playwright-core';
import { openPage, setupBrowserContext } from '../support/browser';
import { activatedAccount, graphql } from '../support/site-api';
import { testSite } from '../support/test-site';

const BUILDER = '/desktop/custom-pc-build';
const PASSWORD = 'Sharer123';
/** The builder's slots in its order, as the API's categories name them. */
const SLOTS: [string, string][] = [
  ['CPU', 'CPU'],
  ['CPU_COOLER', 'CPU Cooler'],
  ['MOTHERBOARD', 'Motherboard'],
  ['RAM', 'Memory'],
  ['STORAGE', 'Storage'],
  ['GPU', 'Video Card'],
  ['CASE', 'Case'],
  ['PSU', 'Power Supply'],
];

interface Part {
  id: string;
  name: string;
  category: string;
  listPrice: { amountCents: number; kind: 'PART' | 'CHIPSET' } | null;
}

const money = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/**
 * The Markdown the export must give for these parts, read from the API (not from the page): each part in slot order
 * with its price and its kind, the total and how many parts it covers, the wattage and the engine's every note.
 */
async function expectedMarkdown(title: string, ids: string[], ownPrices: Record<string, number>, link: string) {
  const { pcPartsByIds: parts, pcBuildCheck: check } = await graphql<{
    pcPartsByIds: Part[];
    pcBuildCheck: {
      problems: { severity: string; message: string }[];
      unchecked: string[];
      estimatedWattage: number;
      recommendedPsuWattage: number;
    };
  }>(
    `
      query ($ids: [ID!]!) {
        pcPartsByIds(ids: $ids) {
          id
          name
          category
          listPrice {
            amountCents
            kind
          }
        }
        pcBuildCheck(partIds: $ids) {
          problems {
            severity
            message
          }
          unchecked
          estimatedWattage
          recommendedPsuWattage
        }
      }
    `,
    { ids },
  );
  const rank = (part: Part) => SLOTS.findIndex(([category]) => category === part.category);
  const ordered = parts
    .map((part, index) => ({ part, index }))
    .sort((a, b) => rank(a.part) - rank(b.part) || a.index - b.index);
  const priced = ordered.flatMap(({ part }) => {
    if (part.listPrice)
      return [
        {
          part,
          cents: part.listPrice.amountCents,
          text:
            part.listPrice.kind === 'CHIPSET'
              ? `from ${money(part.listPrice.amountCents)} (chipset launch price)`
              : `${money(part.listPrice.amountCents)} (launch list price)`,
        },
      ];
    const own = ownPrices[part.id];
    return own === undefined ? [] : [{ part, cents: Math.round(own * 100), text: `${money(own * 100)} (own price)` }];
  });
  const priceOf = (part: Part) => priced.find((entry) => entry.part === part)?.text ?? 'no price';
  const escape = (text: string) => text.replace(/[\\`*_[\]<>|#~]/g, (character) => `\\${character}`);
  const total = priced.reduce((sum, entry) => sum + entry.cents, 0);
  const notes = [
    ...(check.problems.length === 0 ? ['No compatibility problems found.'] : []),
    ...check.problems.filter((problem) => problem.severity === 'ERROR').map((problem) => `Error: ${problem.message}`),
    ...check.problems
      .filter((problem) => problem.severity === 'WARNING')
      .map((problem) => `Warning: ${problem.message}`),
    ...check.unchecked.map((note) => `Not checked: ${note}`),
  ];
  return [
    `**${escape(title)}**`,
    '',
    ...ordered.map(({ part }) => `* **${SLOTS[rank(part)]![1]}:** ${escape(part.name)} - ${priceOf(part)}`),
    '',
    `**Total:** ${priced.length > 0 ? `${money(total)} for ${priced.length} of ${parts.length} parts` : 'No prices yet'}`,
    '',
    `**Estimated wattage:** ${check.estimatedWattage} W (power supply of ${check.recommendedPsuWattage} W or more recommended)`,
    '',
    '**Compatibility:**',
    '',
    ...notes.map((note) => `* ${escape(note)}`),
    '',
    `[Open this build](${link})`,
  ].join('\n');
}

/** Signs in from the builder's save offer, as a visitor with a build in the address would. */
async function signInToSave(page: Page, email: string) {
  await page.getByRole('button', { name: 'Save build' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('heading', { name: 'My builds' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

const browsing = setupBrowserContext();

describe('builds people share', () => {
  it('exports a build as Markdown, publishes it to the gallery for anonymous visitors, and unpublishes it (404)', async () => {
    const { shellUrl } = testSite();
    const email = `sharer-${Date.now()}@example.com`;
    const name = `Shared rig ${Date.now()}`;
    await activatedAccount({ email, password: PASSWORD, name: 'Lin Sharer', gender: 'prefer_not_to_say' });
    await browsing.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shellUrl });
    const { page, pageErrors } = await openPage(browsing.context);
    await page.goto(`${shellUrl}${BUILDER}`);

    // A starter build, then the visitor's own price for the first part without a list price.
    await page.getByRole('region', { name: 'Starter builds' }).getByRole('button').first().click();
    await page
      .getByRole('button', { name: /^Change / })
      .first()
      .waitFor();
    const ids = new URL(page.url()).searchParams.get('parts')!.split(',');
    const ownPrices: Record<string, number> = {};
    const priceField = page.getByLabel(/^Your price for /).first();
    if ((await priceField.count()) > 0) {
      const label = await priceField.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '');
      const { pcPartsByIds } = await graphql<{ pcPartsByIds: Part[] }>(
        'query ($ids: [ID!]!) { pcPartsByIds(ids: $ids) { id name category listPrice { amountCents kind } } }',
        { ids },
      );
      await priceField.fill('123.45');
      ownPrices[pcPartsByIds.find((part) => label === `Your price for ${part.name}`)!.id] = 123.45;
    }

    await signInToSave(page, email);
    await page.getByRole('button', { name: 'Save build' }).click();
    await page.getByLabel('Build name').fill(name);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(new RegExp(`^Saved “${name}”`)).waitFor();

    // The export: the build on the page, written out, and copied.
    await page.getByRole('button', { name: 'Export build' }).click();
    const exportPanel = page.getByRole('region', { name: 'Export build' });
    const markdown = await exportPanel.getByLabel('Markdown export').inputValue();
    const builderLink = `${shellUrl}${BUILDER}?parts=${ids.join(',')}`;
    expect(markdown).toBe(await expectedMarkdown(name, ids, ownPrices, builderLink));
    await exportPanel.getByRole('button', { name: 'Copy' }).click();
    await exportPanel.getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);

    // Publish it from My builds.
    const myBuilds = page.getByRole('region', { name: 'My builds' });
    await myBuilds.getByRole('button', { name: `Publish ${name}` }).click();
    const publicLink = myBuilds.getByRole('link', { name: `Public page of ${name}` });
    await publicLink.waitFor();
    const publicPath = (await publicLink.getAttribute('href'))!;
    const { publicBuild } = await graphql<{ publicBuild: { cpu: string } }>(
      'query ($id: ID!) { publicBuild(id: $id) { cpu } }',
      { id: publicPath.split('/').pop() },
    );

    // An anonymous visitor finds it in the gallery (a cacheable page), opens it and comments on it.
    const anonymous = await browsing.browser.newContext();
    try {
      const { page: visitor, pageErrors: visitorErrors } = await openPage(anonymous);
      const gallery = await visitor.goto(`${shellUrl}/desktop/builds?cpu=${encodeURIComponent(publicBuild.cpu)}`);
      expect(gallery?.status()).toBe(200);
      expect(gallery?.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
      await visitor.getByRole('link', { name, exact: true }).click();
      await visitor.getByRole('heading', { level: 1, name }).waitFor();
      await visitor.getByText('Published by Lin Sharer').waitFor();
      const parts = visitor.getByRole('table', { name: 'Parts' });
      expect(await parts.getByRole('row').count()).toBe(ids.length + 1);
      const comment = `Tidy build, nice choice of case (${Date.now()})`;
      await visitor.getByRole('textbox', { name: 'Comment' }).click();
      await visitor.getByRole('textbox', { name: 'Name' }).fill('Ola');
      await visitor.getByRole('textbox', { name: 'Email' }).fill('ola@example.com');
      await visitor.getByRole('textbox', { name: 'Comment' }).fill(comment);
      await visitor.getByRole('button', { name: 'Post Comment' }).click();
      await visitor.getByRole('list', { name: 'Comments' }).getByText(comment).waitFor();

      // The owner takes it down: its address answers 404, and no cache keeps that answer.
      await myBuilds.getByRole('button', { name: `Unpublish ${name}` }).click();
      await myBuilds.getByText(/^Unpublished: its public page is gone/).waitFor();
      const gone = await visitor.goto(`${shellUrl}${publicPath}`);
      expect(gone?.status()).toBe(404);
      expect(gone?.headers()['cache-control']).not.toMatch(/public/);
      await visitor.getByRole('heading', { level: 1, name: 'Build not found' }).waitFor();

      // Published again, the page is back, server-rendered and cacheable, with its comment.
      await myBuilds.getByRole('button', { name: `Publish ${name}` }).click();
      await myBuilds.getByRole('link', { name: `Public page of ${name}` }).waitFor();
      const back = await visitor.goto(`${shellUrl}${publicPath}`);
      expect(back?.status()).toBe(200);
      expect(back?.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
      expect(await back?.text()).toContain(name);
      await visitor.getByRole('list', { name: 'Comments' }).getByText(comment).waitFor();
      expect(visitorErrors).toEqual([]);
    } finally {
      await anonymous.close();
    }
    expect(pageErrors).toEqual([]);
  });
});
