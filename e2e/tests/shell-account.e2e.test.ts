import type { Page } from 'playwright-core';
import { openPage, setupBrowserContext } from '../support/browser';
import { activatedAccount, waitForMail } from '../support/site-api';
import { testSite } from '../support/test-site';

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function openAccountMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
  return page.getByRole('dialog');
}

async function signIn(page: Page, email: string, password: string) {
  const dialog = await openAccountMenu(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
}

const browsing = setupBrowserContext();

describe('accounts in the shell', () => {
  it('signs up, activates from the e-mailed link, signs in, stays signed in across a reload and signs out', async () => {
    const { page, pageErrors } = await openPage(browsing.context);
    const email = uniqueEmail('signup');
    const password = 'Analytical9';
    await page.goto(testSite().shellUrl);

    const dialog = await openAccountMenu(page);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.getByLabel('First name').fill('Grace');
    await dialog.getByLabel('Last name').fill('Hopper');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Gender').selectOption('female');
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm password', { exact: true }).fill(password);
    await dialog.getByRole('checkbox', { name: /I agree/ }).check();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await dialog.getByRole('heading', { name: 'Welcome Aboard!' }).waitFor();
    // The success view hands over to the login panel after 3 seconds.
    await dialog.getByRole('heading', { name: 'Welcome Back' }).waitFor({ timeout: 6000 });

    const mail = await waitForMail(email, 'activation');
    expect(new URL(mail.link).pathname).toBe('/auth/activate');
    await page.goto(mail.link);
    await page.getByRole('heading', { name: 'Your account is active' }).waitFor();

    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    const login = page.getByRole('dialog');
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Sign In', exact: true }).click();
    // The initials appear once the session check has the user's name.
    const profileButton = page
      .getByRole('banner')
      .getByRole('button', { name: 'User Profile' })
      .filter({ hasText: 'GH' });
    await profileButton.waitFor();

    await page.reload();
    await profileButton.waitFor();
    expect(await profileButton.getAttribute('aria-busy')).toBe('false');

    await profileButton.click();
    const profile = page.getByRole('dialog');
    await profile.getByText(email).waitFor();
    await profile.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('app_access_token'))).toBeNull();

    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('banner').getByRole('button', { name: 'User Profile' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('resets a forgotten password from the e-mailed link and signs in with the new one', async () => {
    const email = uniqueEmail('reset');
    await activatedAccount({ email, password: 'OldSecret1', name: 'Ada Lovelace', gender: 'female' });
    const { page, pageErrors } = await openPage(browsing.context);
    await page.goto(testSite().shellUrl);

    const dialog = await openAccountMenu(page);
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await dialog.getByRole('heading', { name: 'Check Your Email' }).waitFor();

    const mail = await waitForMail(email, 'password-reset');
    await page.goto(mail.link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('NewSecret22');
    await page.getByLabel('Confirm new password', { exact: true }).fill('NewSecret22');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Your password has been changed' }).waitFor();

    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    const login = page.getByRole('dialog');
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill('OldSecret1');
    await login.getByRole('button', { name: 'Sign In', exact: true }).click();
    await login.getByRole('alert').waitFor();

    await login.getByLabel('Password', { exact: true }).fill('NewSecret22');
    await login.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('banner').getByRole('button', { name: 'User Profile' }).filter({ hasText: 'AL' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('signs in from a form that reports errors next to the fields', async () => {
    const { page } = await openPage(browsing.context);
    await page.goto(testSite().shellUrl);
    await signIn(page, 'not-an-email', '123');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Please enter a valid email').waitFor();
    await dialog.getByText('Password must be at least 6 characters').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});
