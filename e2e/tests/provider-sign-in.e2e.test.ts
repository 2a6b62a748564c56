import type { Page } from 'playwright-core';
import { openPage, setupBrowserContext } from '../support/browser';
import { testSite } from '../support/test-site';

/**
 * Sign-in through Google and GitHub, against the local stand-in the test site's API is configured with
 * (scripts/local-openid-provider.mjs): the whole round trip through the browser, the site's /oauth proxy and the
 * provider, with state, nonce and PKCE checked by the API.
 */
const browsing = setupBrowserContext();

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Names who the provider signs in next (it has no login screen). */
async function providerSignsIn(identity: { sub: string; email: string; email_verified: boolean; name: string }) {
  const response = await fetch(`${testSite().signInProviderUrl}/__identity`, {
    method: 'POST',
    body: JSON.stringify({ githubId: Math.floor(Math.random() * 1e9), ...identity }),
  });
  expect(response.ok).toBe(true);
}

async function continueWith(page: Page, provider: 'Google' | 'GitHub') {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: `Continue with ${provider}` })
    .click();
}

describe('sign-in through a provider', () => {
  it('signs a new visitor in through Google and brings them back to the page they were on', async () => {
    const { page, pageErrors } = await openPage(browsing.context);
    await providerSignsIn({
      sub: `e2e-${Date.now()}`,
      email: uniqueEmail('google'),
      email_verified: true,
      name: 'Pat Provider',
    });
    await page.goto(`${testSite().shellUrl}/mobile/apple`);
    await continueWith(page, 'Google');
    await page.waitForURL((url) => url.pathname === '/mobile/apple' && url.origin === testSite().shellUrl);
    const accountButton = page.getByRole('banner').getByRole('button', { name: 'User Profile' });
    await accountButton.waitFor();
    expect(await accountButton.textContent()).toBe('PP');
    // Still signed in after a reload: the login's cookie is the site's own.
    await page.reload();
    await accountButton.waitFor();
    // Account Settings lists the linked sign-in; the only way in cannot be removed.
    await page.goto(`${testSite().shellUrl}/account/settings`);
    const linked = page.getByRole('region', { name: 'Sign-in with Google or GitHub' });
    await linked.getByRole('button', { name: 'Remove Google' }).click();
    await linked.getByRole('alert').getByText('Google is the only way into your account', { exact: false }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('says why when GitHub has no verified address, and signs nobody in', async () => {
    const { page } = await openPage(browsing.context);
    await providerSignsIn({
      sub: `e2e-gh-${Date.now()}`,
      email: uniqueEmail('github'),
      email_verified: false,
      name: 'No Verified',
    });
    await page.goto(`${testSite().shellUrl}/laptop`);
    await continueWith(page, 'GitHub');
    await page.waitForURL((url) => url.pathname === '/auth/sign-in-error');
    await page.getByRole('heading', { name: 'Sign-in did not finish' }).waitFor();
    await page.getByText('Your GitHub account has no verified e-mail address', { exact: false }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  });
});
