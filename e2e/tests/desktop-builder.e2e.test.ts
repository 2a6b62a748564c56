import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { openPage, setupBrowserContext } from '../support/browser';
import { activatedAccount } from '../support/site-api';
import { testSite } from '../support/test-site';

const BUILDER = '/desktop/custom-pc-build';
const SOCKET_ERROR = 'CPU socket AM5 does not match motherboard socket LGA1700';

/** Opens a slot's picker, searches, and adds the part with exactly this name. */
async function pick(page: Page, slotButton: string, search: string, name: string) {
  await page.getByRole('button', { name: slotButton, exact: true }).click();
  const picker = page.getByRole('region', { name: slotButton });
  await picker.getByRole('searchbox', { name: 'Search parts' }).fill(search);
  await picker.getByRole('button', { name: `Add ${name}`, exact: true }).click();
  await page.getByRole('button', { name: `Change ${name}`, exact: true }).waitFor();
}

const browsing = setupBrowserContext();

describe('the custom PC builder', () => {
  it('builds a compatible PC through the picker, shows a socket error after a board swap, shares the link and saves it', async () => {
    const { context } = browsing;
    const { page, pageErrors } = await openPage(context);
    await page.goto(`${testSite().shellUrl}${BUILDER}`);
    await page.getByRole('heading', { level: 1, name: 'Build Your Custom PC' }).waitFor();
    await page.getByText('Estimated wattage: 0 W').waitFor();

    // The whole catalogue holds many near namesakes: each search names the part in full.
    await pick(page, 'Choose a CPU', 'AMD Ryzen 7 7700X', 'AMD Ryzen 7 7700X');
    await pick(page, 'Choose a CPU Cooler', 'be quiet! Pure Rock 3 Black', 'be quiet! Pure Rock 3 Black');
    await pick(page, 'Choose a Motherboard', 'MSI PRO B650M-P', 'MSI PRO B650M-P');
    await pick(
      page,
      'Choose Memory',
      'Crucial Pro Overclocking 32GB (2x16GB) DDR5 6000 CL36 Black',
      'Crucial Pro Overclocking 32GB (2x16GB) DDR5 6000 CL36 Black',
    );
    await pick(
      page,
      'Choose Storage',
      'Samsung 990 EVO Plus 1TB',
      'Samsung 990 EVO Plus 1TB M.2-2280 SSD PCIe 5.0 X2 NVMe',
    );
    await pick(
      page,
      'Choose a Video Card',
      'Intel Arc B580 Limited Edition',
      'Intel Arc B580 Limited Edition 12GB GDDR6',
    );
    await pick(page, 'Choose a Case', 'Lian Li Vector V100 Mini', 'Lian Li Vector V100 Mini');
    await pick(page, 'Choose a Power Supply', 'MSI MAG A650GLS PCIE5', 'MSI MAG A650GLS PCIE5');
    await page.getByText('No compatibility problems found.').waitFor();
    // 105 W CPU + 190 W card + 50 W board + 2 x 5 W memory + 8 W drive + 5 W cooler
    await page.getByText('Estimated wattage: 368 W').waitFor();
    // The chart says the same part by part, each bar as long as its share of the 650 W supply, the line at its end.
    const power = page.getByRole('img', {
      name: 'Estimated wattage by part: CPU 105 W, Video Card 190 W, Motherboard 50 W, Memory 10 W, Storage 8 W, CPU Cooler 5 W; total 368 W; Power supply rating 650 W',
    });
    await power.waitFor();
    const widths = await power
      .locator('rect[data-segment]')
      .evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('width'))));
    expect(widths).toHaveLength(6);
    [105, 190, 50, 10, 8, 5].forEach((watts, index) =>
      expect(Math.abs(widths[index]! - (watts / 650) * 600)).toBeLessThanOrEqual(1),
    );
    expect(Number(await power.locator('line').getAttribute('x1'))).toBe(600);
    await page.getByText("The estimated 368 W is 57% of the power supply's 650 W rating.").waitFor();
    // The price chart shares out the summary's total, no more and no less.
    const total = await page
      .getByRole('region', { name: 'Build summary' })
      .getByText(/^Total: /)
      .textContent();
    const sum = total!.match(/\$[\d,]+\.\d\d/)![0];
    const prices = page.getByRole('img', { name: /^Price by part: / });
    expect(await prices.getAttribute('aria-label')).toMatch(new RegExp(`; total \\${sum}$`));

    // Swap the board for an Intel one: the picker shows it only with 'Compatible only' off, and says why.
    await page.getByRole('button', { name: 'Change MSI PRO B650M-P', exact: true }).click();
    const picker = page.getByRole('region', { name: 'Choose a Motherboard' });
    // The picker's first answer is in (its address settled) before the next change is made.
    await picker.locator('caption').waitFor();
    await picker.getByRole('checkbox', { name: 'Compatible only' }).uncheck();
    await picker.getByRole('searchbox', { name: 'Search parts' }).fill('Gigabyte Z790 AORUS ELITE AX DDR5 ATX LGA1700');
    const board = 'Gigabyte Z790 AORUS ELITE AX DDR5 ATX LGA1700';
    await picker.getByText(`Incompatible: ${SOCKET_ERROR}`).first().waitFor();
    await picker.getByRole('button', { name: `Add ${board}`, exact: true }).click();
    const errors = page.getByRole('list', { name: 'Errors' });
    await errors.getByText(SOCKET_ERROR, { exact: false }).waitFor();

    // The address is the build: a link opened elsewhere shows the same parts and the same problem.
    const link = page.url();
    expect(new URL(link).searchParams.get('parts')?.split(',')).toHaveLength(8);
    const { page: shared } = await openPage(context);
    await shared.goto(link);
    await shared.getByRole('button', { name: `Change ${board}`, exact: true }).waitFor();
    await shared.getByRole('list', { name: 'Errors' }).getByText(SOCKET_ERROR, { exact: false }).waitFor();
    await shared.close();

    // Saving needs an account: sign in from the offer, then name the build.
    const email = `builder-${Date.now()}@example.com`;
    await activatedAccount({ email, password: 'Builder123', name: 'Grace Builder', gender: 'female' });
    await page.getByRole('button', { name: 'Save build' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('Builder123');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'My builds' }).waitFor();
    // The profile panel stays open after signing in; Esc closes it (the shell's layers close on Esc).
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.get('parts')).toBe(new URL(link).searchParams.get('parts'));

    await page.getByRole('button', { name: 'Save build' }).click();
    await page.getByLabel('Build name').fill('Mixed-up rig');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved “Mixed-up rig” (2 errors).').waitFor();
    await page.getByRole('region', { name: 'My builds' }).getByText('Mixed-up rig').waitFor();
    expect(pageErrors).toEqual([]);
  });
});

describe.each(['light', 'dark'] as const)('the builder charts in %s mode', (theme) => {
  // AMD Ryzen 7 7700X, Intel Arc B580 Limited Edition 12GB GDDR6 and MSI MAG A650GLS PCIE5 from the catalogue.
  const PARTS = [
    '60a8ba0d-d6a5-4e84-89df-a5ca2a8915c9',
    '7bd51d70-c459-4530-82bd-258ec2f38560',
    'e9b6e689-e31e-41e7-96a3-36dbc4e04828',
  ];

  it('pass axe and fit a 390 px phone', async () => {
    const context = await browsing.browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: theme });
    try {
      await context.addInitScript((stored) => window.localStorage.setItem('theme', stored), theme);
      const { page, pageErrors } = await openPage(context);
      await page.goto(`${testSite().shellUrl}${BUILDER}?parts=${PARTS.join(',')}`);
      // 105 W CPU + 190 W card
      await page
        .getByRole('img', { name: /^Estimated wattage by part: CPU 105 W, Video Card 190 W; total 295 W/ })
        .waitFor();
      await page.getByRole('img', { name: /^Price by part: / }).waitFor();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toContain(theme);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
