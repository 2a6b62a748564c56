import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { isKnownAccountButtonMismatch, seriousViolations } from '../support/axe';
import { followRequests, openPage, setupBrowserContext } from '../support/browser';
import { activatedAccount, graphql } from '../support/site-api';
import { testSite } from '../support/test-site';

const browsing = setupBrowserContext();

const PASSWORD = 'Analytical9';
const NEW_PASSWORD = 'Difference-Engine7';
const PHONE_WIDTH = 390;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const LOGIN = 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) }';

/** A sign-in through the API, as another device would make it; throws when the API refuses it. */
const signInThroughApi = (email: string, password: string) => graphql(LOGIN, { email, password });

const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'User Profile' });

async function signInFromDialog(page: Page, email: string, password = PASSWORD) {
  const dialog = page.getByRole('dialog', { name: 'Account' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signInThroughHeader(page: Page, email: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
  await signInFromDialog(page, email);
  await accountButton(page).waitFor();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe('account pages', () => {
  it('renames, changes the password, lists and exports, then deletes the account', async () => {
    const email = uniqueEmail('owner');
    await activatedAccount({ email, password: PASSWORD, name: 'Ada Lovelace', gender: 'female' });
    const { page, pageErrors } = await openPage(browsing.context);
    await page.goto(testSite().shellUrl);
    await signInThroughHeader(page, email);
    expect(await accountButton(page).textContent()).toBe('AL');
    // Another device, signed in through the API: a password change must end it.
    await signInThroughApi(email, PASSWORD);

    // Profile Settings, from the profile menu.
    await accountButton(page).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Profile Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/account/profile');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const main = page.getByRole('main');
    const name = main.getByLabel('Name');
    await main.getByRole('heading', { level: 1, name: 'Profile Settings' }).waitFor();
    await page.waitForFunction(() => (document.querySelector('input[name="name"]') as HTMLInputElement | null)?.value);
    expect(await name.inputValue()).toBe('Ada Lovelace');
    await name.fill('Grace Hopper');
    await main.getByRole('button', { name: 'Save' }).click();
    await main.getByText('Your profile has been saved.').waitFor();
    expect(await accountButton(page).textContent()).toBe('GH');

    // Account Settings: this device, and the other one until the password changes.
    await main
      .getByRole('navigation', { name: 'Your account' })
      .getByRole('link', { name: 'Account Settings' })
      .click();
    await main.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
    const devices = main.getByRole('region', { name: 'Where you are signed in' });
    await devices.getByText('This device').waitFor();
    expect(await devices.getByRole('listitem').count()).toBe(2);
    expect(await devices.getByRole('button', { name: 'Sign out' }).count()).toBe(1);

    await main.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await main.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await main.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await main.getByRole('button', { name: 'Change password' }).click();
    await main.getByText(/Your password has been changed\. Every other device .* has been signed out\./).waitFor();
    await devices.getByRole('button', { name: 'Sign out' }).waitFor({ state: 'detached' });
    expect(await devices.getByRole('listitem').count()).toBe(1);
    await devices.getByRole('listitem').filter({ hasText: 'This device' }).waitFor();
    // The new password signs in; the old one no longer does.
    expect(await signInThroughApi(email, NEW_PASSWORD)).toEqual({ login: true });
    await expect(signInThroughApi(email, PASSWORD)).rejects.toThrow('Invalid email or password');

    // Export: the file is made when asked for, and holds the account.
    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Export my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('gadget-specs-my-data.json');
    const exported = readFileSync((await file.path())!, 'utf8');
    expect(exported).toContain(email);
    expect(exported).toContain('Grace Hopper');
    await main.getByText('Your download has started: gadget-specs-my-data.json.').waitFor();

    // Delete: a second step asks for the password; then signed out, at home, told why.
    await main.getByRole('button', { name: 'Delete my account' }).click();
    await main.getByLabel('Type your password to confirm', { exact: true }).fill(NEW_PASSWORD);
    await main.getByRole('button', { name: 'Delete my account permanently' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .getByRole('status')
      .filter({ hasText: 'Your account has been deleted and you have been signed out.' })
      .waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).waitFor();

    // Signing in again fails, in the header and through the API.
    await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
    await signInFromDialog(page, email, NEW_PASSWORD);
    await page.getByRole('dialog', { name: 'Account' }).getByText('Invalid email or password').waitFor();
    await expect(signInThroughApi(email, NEW_PASSWORD)).rejects.toThrow('Invalid email or password');
    expect(pageErrors).toEqual([]);
  });

  it.each([
    ['/account/profile', 'Profile Settings'],
    ['/account/settings', 'Account Settings'],
    ['/account/preferences', 'Preferences'],
  ])(
    '%s is the same page for everyone from the server: the account is looked up in the browser',
    async (path, title) => {
      const served = await fetch(`${testSite().shellUrl}${path}`);
      expect(served.status).toBe(200);
      const html = await served.text();
      expect(html).toContain(`<title>${title} · Gadgets</title>`);
      expect(html).toContain('Loading your ');
      expect(html).not.toContain('You are not signed in');
    },
  );
});

describe.each([
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 1280 },
  { theme: 'light', width: PHONE_WIDTH },
] as const)('accessibility of the account pages, $theme at $width px', ({ theme, width }) => {
  async function newContext(browser: Browser) {
    const context = await browser.newContext({ viewport: { width, height: 844 }, colorScheme: theme });
    await context.addInitScript((stored) => window.localStorage.setItem('theme', stored), theme);
    return context;
  }

  async function expectAccessible(page: Page) {
    await page
      .waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, {
        timeout: 10_000,
      })
      .catch(() => undefined);
    expect(
      await page.evaluate(
        () => document.documentElement.dataset.theme ?? getComputedStyle(document.documentElement).colorScheme,
      ),
    ).toContain(theme);
    expect((await seriousViolations(page)).filter((violation) => !isKnownAccountButtonMismatch(violation))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  it('has no serious violations, signed out and signed in, and does not scroll sideways', async () => {
    const email = uniqueEmail('a11y');
    await activatedAccount({ email, password: PASSWORD, name: 'Katherine Johnson', gender: 'female' });
    const context = await newContext(browsing.browser);
    try {
      const { page, pageErrors } = await openPage(context);
      const network = followRequests(page);
      await page.goto(`${testSite().shellUrl}/account/profile`);
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: 'You are not signed in' }).waitFor();
      await expectAccessible(page);

      // The page's own button opens the sign-in panel; signed in, the form appears.
      await main.getByRole('button', { name: 'Sign in', exact: true }).click();
      await signInFromDialog(page, email);
      await main.getByLabel('Name').waitFor();
      await main.getByLabel('Name').fill('');
      await main.getByRole('button', { name: 'Save' }).click();
      await main.getByText('Name is required').waitFor();
      await expectAccessible(page);

      await page.goto(`${testSite().shellUrl}/account/settings`);
      await main.getByRole('region', { name: 'Where you are signed in' }).getByText('This device').waitFor();
      await main.getByRole('button', { name: 'Change password' }).click();
      await main.getByText('Current password is required').waitFor();
      await main.getByRole('button', { name: 'Delete my account' }).click();
      await main.getByLabel('Type your password to confirm', { exact: true }).waitFor();
      await network.quiet();
      await expectAccessible(page);

      await page.goto(`${testSite().shellUrl}/account/preferences`);
      await main
        .getByRole('group', { name: 'Units' })
        .getByRole('radio', { name: /^Imperial/ })
        .check();
      await main.getByText('Units set to Imperial.').waitFor();
      // Kept by the API: the choice is still there after a reload.
      await main.getByLabel('Replies to your comments').selectOption({ label: 'On the site and by e-mail' });
      await main.getByText('Saved. Replies to your comments: on the site and by e-mail.').waitFor();
      await expectAccessible(page);
      await page.reload();
      await main.getByLabel('Replies to your comments').waitFor();
      expect(await main.getByLabel('Replies to your comments').inputValue()).toBe('EMAIL');

      await page.goto(`${testSite().shellUrl}/help`);
      await main.getByRole('heading', { level: 1, name: 'Help Center' }).waitFor();
      await expectAccessible(page);
      // A hydration mismatch is reported as a page error (start-app.tsx), so this also says the pages hydrated cleanly.
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
