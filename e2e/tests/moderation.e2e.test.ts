import { isKnownAccountButtonMismatch, seriousViolations } from '../support/axe';
import { openPage, setupBrowserContext } from '../support/browser';
import { signInThroughHeader } from '../support/sign-in';
import { activatedAccount, graphql } from '../support/site-api';
import { testSite } from '../support/test-site';

/**
 * A visitor reports a comment from the page it is on; an admin (ADMIN_EMAILS lists moderator@example.com in the test
 * site) hides it from /account/reports; the page then shows it hidden, its place kept.
 */
const browsing = setupBrowserContext();

const MODEL_PAGE = '/mobile/google/pixel-9a';
const PASSWORD = 'Analytical9';
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

describe('reports and moderation', () => {
  it('a visitor reports a comment, an admin hides it, and the page shows it hidden', async () => {
    const spammer = `Spammer ${Date.now()}`;
    const text = `Cheap chargers at example.test, visit now (${Date.now()})`;
    await graphql(
      'mutation ($name: String!, $text: String!) { createComment(category: "mobile", brand: "google", path: "pixel-9a", name: $name, comment: $text) { id } }',
      { name: spammer, text },
    );
    const reporter = uniqueEmail('reporter');
    await activatedAccount({ email: reporter, password: PASSWORD, name: 'Rita Reporter', gender: 'female' });

    const { page, pageErrors } = await openPage(browsing.context);
    await page.goto(`${testSite().shellUrl}${MODEL_PAGE}`);
    await signInThroughHeader(page, reporter, PASSWORD);
    const comment = page.getByRole('listitem', { name: `Comment by ${spammer}` });
    await comment.getByText(text).waitFor();
    await comment.getByRole('button', { name: `Report the comment by ${spammer}` }).click();
    const form = comment.getByRole('group', { name: `Report the comment by ${spammer}` });
    await form.getByLabel('Why?').selectOption({ label: 'Spam or advertising' });
    await form.getByRole('button', { name: 'Send report' }).click();
    await comment.getByText('Thank you: an admin will look at this comment.').waitFor();

    // The admin, in a browser of their own.
    const adminContext = await browsing.browser.newContext();
    try {
      try {
        await activatedAccount({
          email: 'moderator@example.com',
          password: PASSWORD,
          name: 'Mo Derator',
          gender: 'prefer_not_to_say',
        });
      } catch {
        // Made by an earlier run against this API.
      }
      const { page: admin } = await openPage(adminContext);
      await admin.goto(`${testSite().shellUrl}/account/reports`);
      await signInThroughHeader(admin, 'moderator@example.com', PASSWORD);
      const reported = admin.getByRole('listitem', { name: `Comment by ${spammer}` });
      await reported.getByText('1 report · latest: Spam or advertising', { exact: false }).waitFor();
      expect((await seriousViolations(admin)).filter((violation) => !isKnownAccountButtonMismatch(violation))).toEqual(
        [],
      );
      await reported.getByRole('button', { name: 'Hide comment' }).click();
      await reported.getByText('Comment hidden; its reports are closed.').waitFor();
    } finally {
      await adminContext.close();
    }

    await page.reload();
    const hidden = page.getByRole('listitem', { name: `Comment by ${spammer}` });
    await hidden.getByText('This comment was hidden by a moderator.').waitFor();
    expect(await hidden.getByText(text).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
