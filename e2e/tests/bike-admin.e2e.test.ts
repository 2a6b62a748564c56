import { openPage, setupBrowserContext } from '../support/browser';
import { activatedAccount, graphql } from '../support/site-api';
import { testSite } from '../support/test-site';

/** Listed in the test API's ADMIN_EMAILS (support/global-setup.ts): an admin once activated. */
const ADMIN_EMAIL = 'bike-admin@example.com';
const PASSWORD = 'Throttle2025';

const browsing = setupBrowserContext();

describe('the bike admin console', () => {
  beforeAll(async () => {
    await activatedAccount({ email: ADMIN_EMAIL, password: PASSWORD, name: 'Bike Admin', gender: 'prefer_not_to_say' });
  });

  it('refuses a signed-out visitor, then lets the listed admin add, fix, publish, edit and remove a bike', async () => {
    const { page, pageErrors } = await openPage(browsing.context);
    const site = testSite().shellUrl;
    const path = `e2e-hornet-${Date.now()}`;
    const visible = async () =>
      (
        await graphql<{ getBikeFeature: { model: string; published: boolean } | null }>(
          `
            query ($p: String!) {
              getBikeFeature(company: "honda", path: $p) {
                model
                published
              }
            }
          `,
          { p: path },
        )
      ).getBikeFeature;

    await page.goto(`${site}/bike/admin`);
    const refusal = page.getByRole('status').filter({ hasText: 'Admins only' });
    await refusal.waitFor();
    expect(await page.getByRole('table').count()).toBe(0);

    await refusal.getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(ADMIN_EMAIL);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('button', { name: 'New bike' }).waitFor();

    // Create: a bad value is refused beside its field and nothing is written; the fixed form creates a draft.
    await page.getByRole('button', { name: 'New bike' }).click();
    const form = page.getByRole('form', { name: 'New bike' });
    await form.getByLabel('Brand').selectOption('honda');
    await form.getByLabel('Model').fill('E2E Hornet');
    await form.getByLabel('Path (URL slug)').fill(path);
    await form.getByLabel('Displacement (cc)').fill('9999');
    await form.getByRole('button', { name: 'Create bike' }).click();
    await form.getByText('Displacement must be between 50 and 2,500 cc').first().waitFor();
    expect(await visible()).toBeNull();
    await form.getByLabel('Displacement (cc)').fill('755');
    await form.getByRole('button', { name: 'Create bike' }).click();
    await page.getByText('Created E2E Hornet.').waitFor();

    const list = page.getByRole('region', { name: 'All bikes' });
    await list.getByRole('searchbox', { name: 'Filter bikes' }).fill('E2E Hornet');
    const row = list.getByRole('row', { name: /Honda E2E Hornet/ });
    await row.getByText('Draft').waitFor();
    expect(await visible()).toBeNull();

    // Publish, edit, delete: each visible to everyone on the next read.
    await row.getByRole('button', { name: 'Publish Honda E2E Hornet' }).click();
    await row.getByText('Published').waitFor();
    expect(await visible()).toEqual({ model: 'E2E Hornet', published: true });
    await row.getByRole('button', { name: 'Edit Honda E2E Hornet' }).click();
    await page.getByRole('form', { name: 'Edit Honda E2E Hornet' }).getByLabel('Model').fill('E2E Hornet SP');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved E2E Hornet SP.').waitFor();
    expect(await visible()).toEqual({ model: 'E2E Hornet SP', published: true });

    await list.getByRole('button', { name: 'Delete Honda E2E Hornet SP' }).click();
    await list
      .getByRole('group', { name: 'Delete Honda E2E Hornet SP?' })
      .getByRole('button', { name: 'Yes, delete' })
      .click();
    await list.getByRole('row', { name: /E2E Hornet SP/ }).waitFor({ state: 'detached' });
    expect(await visible()).toBeNull();
    expect(pageErrors).toEqual([]);
  });
});
