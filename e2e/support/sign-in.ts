import type { Page } from 'playwright-core';

/** Signs in from the header's Sign In button and the Account dialog; resolves once the header shows the account. */
export async function signInThroughHeader(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('banner').getByRole('button', { name: 'User Profile' }).waitFor();
}
