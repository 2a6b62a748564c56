import { openPage, setupBrowserContext } from '../support/browser';
import { signInThroughHeader } from '../support/sign-in';
import { activatedAccount, graphql } from '../support/site-api';
import { testSite } from '../support/test-site';

const browsing = setupBrowserContext();

const PASSWORD = 'Analytical9';

/**
 * Signing in on a page that is open changes who every answer on it is for. The page used to swap its GraphQL client
 * for that, and its queries' state updates then fed each other in synchronous renders that never ended: on a
 * phone-speed CPU, the first tap after signing in froze the page, every time.
 */
describe('signing in on an open page', () => {
  it('keeps the page answering: a comment can be reported at once, on a slow phone', async () => {
    const author = `Pat ${Date.now()}`;
    await graphql(
      'mutation ($name: String!) { createComment(category: "mobile", brand: "google", path: "pixel-9a", name: $name, comment: "Battery lasts two days.") { id } }',
      { name: author },
    );
    const email = `reader-${Date.now()}@example.com`;
    await activatedAccount({ email, password: PASSWORD, name: 'Rita Reader', gender: 'female' });

    const { page, pageErrors } = await openPage(browsing.context);
    const devTools = await browsing.context.newCDPSession(page);
    await devTools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${testSite().shellUrl}/mobile/google/pixel-9a`);
    await signInThroughHeader(page, email, PASSWORD);

    const comment = page.getByRole('listitem', { name: `Comment by ${author}` });
    await comment.getByRole('button', { name: `Report the comment by ${author}` }).click({ timeout: 15_000 });
    await comment
      .getByRole('group', { name: `Report the comment by ${author}` })
      .getByLabel('Why?')
      .waitFor();
    // Answers that depend on who asks came again for the signed-in visitor: the review form is theirs now.
    await page.getByRole('heading', { level: 3, name: 'Rate this model' }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
