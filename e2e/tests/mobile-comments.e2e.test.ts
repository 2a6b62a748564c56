import { pageStreamOpened, openPage, setupBrowserContext } from '../support/browser';
import { testSite } from '../support/test-site';

const browsing = setupBrowserContext();

const MODEL_PAGE = '/mobile/samsung/galaxy-s25';

describe('comments on a phone page', () => {
  it('a comment posted in one browser appears live in another, without a reload', async () => {
    // The writer uses the per-test context; the reader is a second, separate visitor.
    const writerContext = browsing.context;
    const readerContext = await browsing.browser.newContext();
    try {
      const { page: reader } = await openPage(readerContext);
      const readerReady = pageStreamOpened(reader);
      await reader.goto(`${testSite().shellUrl}${MODEL_PAGE}`);
      await readerReady;
      const readerComments = reader.getByRole('region', { name: 'Comments' });
      await readerComments.waitFor();
      // The list has loaded (empty or not) before the other visitor posts.
      await reader.getByRole('textbox', { name: 'Comment' }).waitFor();
      await readerComments
        .getByText(/No comments yet|Most recent/)
        .first()
        .waitFor();

      const { page: writer, pageErrors } = await openPage(writerContext);
      const writerReady = pageStreamOpened(writer);
      await writer.goto(`${testSite().shellUrl}${MODEL_PAGE}`);
      await writerReady;
      const text = `Battery easily lasts two days (${Date.now()})`;
      await writer.getByRole('textbox', { name: 'Comment' }).click();
      // Validation first: a short comment and a bad e-mail are refused with the spec's messages.
      await writer.getByRole('textbox', { name: 'Comment' }).fill('Too short');
      await writer.getByRole('textbox', { name: 'Email' }).fill('ada@');
      await writer.getByRole('button', { name: 'Post Comment' }).click();
      await writer.getByText('Name is required').waitFor();
      await writer.getByText('Please enter a valid email address').waitFor();

      await writer.getByRole('textbox', { name: 'Name' }).fill('Ada');
      await writer.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
      await writer.getByRole('textbox', { name: 'Comment' }).fill(text);
      await writer.getByRole('textbox', { name: 'Comment' }).press('Control+Enter');

      // The writer's list is refetched and the form cleared…
      await writer.getByRole('list', { name: 'Comments' }).getByText(text).waitFor();
      expect(await writer.getByRole('textbox', { name: 'Comment' }).inputValue()).toBe('');
      // …and the other visitor sees it arrive live.
      await reader.getByRole('list', { name: 'Comments' }).getByText(text).waitFor({ timeout: 15_000 });
      expect(pageErrors).toEqual([]);
    } finally {
      await readerContext.close();
    }
  });
});
