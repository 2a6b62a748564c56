import type { Page } from 'playwright-core';
import { isKnownAccountButtonMismatch, seriousViolations } from '../support/axe';
import { followRequests, openPage, setupBrowserContext } from '../support/browser';
import { activatedAccount, graphql } from '../support/site-api';
import { testSite } from '../support/test-site';

const browsing = setupBrowserContext();

const MODEL_PAGE = '/mobile/google/pixel-9a';
const PASSWORD = 'Analytical9';
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function signInFromDialog(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('banner').getByRole('button', { name: 'User Profile' }).waitFor();
}

/** The phone's summary as the API gives it to everyone. */
async function summary() {
  const { modelReviews } = await graphql<{
    modelReviews: { average: number | null; count: number; distribution: number[] };
  }>('{ modelReviews(category: "mobile", brand: "google", path: "pixel-9a") { average count distribution } }');
  return modelReviews;
}

/** The names of the GraphQL operations a page sends from now on. */
function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql')) return;
    const body = JSON.parse(request.postData() ?? '{}') as { operationName?: string };
    if (body.operationName) names.push(body.operationName);
  });
  return names;
}

describe('ratings and reviews of a phone', () => {
  it('a visitor signs in from the invitation, rates the phone, and everyone then reads the review', async () => {
    const email = uniqueEmail('reviewer');
    await activatedAccount({ email, password: PASSWORD, name: 'Rita Reviewer', gender: 'female' });
    const text = `Bright screen, the battery lasts a day and a half (${Date.now()})`;
    const countBefore = (await summary()).count;

    const { page, pageErrors } = await openPage(browsing.context);
    const network = followRequests(page);
    await page.goto(`${testSite().shellUrl}${MODEL_PAGE}`);
    const reviews = page.getByRole('region', { name: 'Ratings and reviews' });
    const invitation = reviews.getByRole('button', { name: 'Sign in to rate this model' });
    await invitation.waitFor();
    await network.quiet();
    expect(await seriousViolations(page)).toEqual([]);

    // Signed out, the invitation opens the shell's sign-in panel; the form appears once signed in.
    await invitation.click();
    await signInFromDialog(page, email);
    const form = reviews.getByRole('form', { name: 'Rate this model' });
    await form.waitFor();
    // The stars are a radio group: the arrow keys choose.
    await form.getByRole('radio', { name: '3 stars' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await form.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await form.getByLabel('Your review (optional)').fill(text);
    await form.getByRole('button', { name: 'Save' }).click();
    await reviews.getByText('Your review was saved.').waitFor();

    // The summary and the list are read again: they now count this review.
    const after = await summary();
    expect(after.count).toBe(countBefore + 1);
    const reviewsText = (n: number) => (n === 1 ? '1 review' : `${n} reviews`);
    const countText = reviewsText(after.count);
    await reviews
      .getByRole('img', { name: `${after.average} out of 5 stars` })
      .first()
      .waitFor();
    await reviews.getByText(after.average!.toFixed(1), { exact: true }).waitFor();
    // The count comes first, before the bars (whose counts read the same way).
    expect(await reviews.getByText(countText, { exact: true }).first().isVisible()).toBe(true);
    const bars = reviews.getByRole('list', { name: 'Ratings by stars' }).getByRole('listitem');
    expect(await bars.allTextContents()).toEqual(
      [5, 4, 3, 2, 1].map(
        (stars) => `${stars} star${stars === 1 ? '' : 's'}: ${reviewsText(after.distribution[stars - 1]!)}`,
      ),
    );
    await reviews.getByRole('listitem', { name: 'Review by Rita Reviewer' }).getByText(text).waitFor();

    // After a reload the review is the visitor's to change: the form is prefilled.
    await network.quiet();
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'User Profile' }).waitFor();
    const mine = reviews.getByRole('form', { name: 'Your review' });
    await mine.waitFor();
    expect(await mine.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    expect(await mine.getByLabel('Your review (optional)').inputValue()).toBe(text);
    await mine.getByRole('button', { name: 'Delete' }).waitFor();
    await network.quiet();
    expect((await seriousViolations(page)).filter((violation) => !isKnownAccountButtonMismatch(violation))).toEqual([]);
    expect(pageErrors).toEqual([]);

    // Another visitor. The server keeps a rendered page for its route's freshness time (a minute), so a fresh
    // address is rendered now, with the review.
    const freshPage = `${testSite().shellUrl}${MODEL_PAGE}?reviewed=${Date.now()}`;
    const html = await (await fetch(freshPage)).text();
    expect(html).toContain(text);
    expect(html).toContain(countText);
    expect(html).toContain(`${after.average!.toFixed(1)}</span>`);

    // In dark mode, so axe checks the section's colours on the dark surfaces too.
    const otherContext = await browsing.browser.newContext({ colorScheme: 'dark' });
    try {
      const { page: other, pageErrors: otherErrors } = await openPage(otherContext);
      const operations = recordOperations(other);
      const consoleErrors: string[] = [];
      other.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      const otherNetwork = followRequests(other);
      await other.goto(freshPage);
      const theirs = other.getByRole('region', { name: 'Ratings and reviews' });
      await theirs.getByRole('listitem', { name: 'Review by Rita Reviewer' }).getByText(text).waitFor();
      await theirs.getByRole('button', { name: 'Sign in to rate this model' }).waitFor();
      expect(await theirs.getByRole('form').count()).toBe(0);
      await otherNetwork.quiet();
      // The list came with the page: the browser did not ask for it again, nor for a review of its own (it did ask
      // who the visitor is, so requests were seen).
      expect(operations.some((name) => name.startsWith('SessionCheck_'))).toBe(true);
      expect(operations.filter((name) => name.startsWith('ReviewsSection_'))).toEqual([]);
      expect(await seriousViolations(other)).toEqual([]);
      // The browser drew what the server did (review dates included): no hydration mismatch.
      expect(consoleErrors.filter((line) => /hydrat|did not match|#418|#423|#425/i.test(line))).toEqual([]);
      expect(otherErrors).toEqual([]);
    } finally {
      await otherContext.close();
    }
  });
});
