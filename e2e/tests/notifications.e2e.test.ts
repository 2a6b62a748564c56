import type { Browser, Page } from 'playwright-core';
import { isKnownAccountButtonMismatch, seriousViolations } from '../support/axe';
import { pageStreamOpened, followRequests, openPage, setupBrowserContext } from '../support/browser';
import { activatedAccount, graphql } from '../support/site-api';
import { testSite } from '../support/test-site';

const browsing = setupBrowserContext();

const MODEL = { category: 'mobile', brand: 'google', path: 'pixel-9-pro' };
const MODEL_PAGE = `/${MODEL.category}/${MODEL.brand}/${MODEL.path}`;
const PASSWORD = 'Analytical9';
const PHONE_WIDTH = 390;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A GraphQL call to the test API as a signed-in account would make it (a bearer token), or with a cookie. */
async function apiAs<Data>(
  headers: Record<string, string>,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data: Data; response: Response }> {
  const response = await fetch(`${testSite().apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.clone().json()) as { data?: Data; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return { data: body.data!, response };
}

/** An activated account and an access token for it: signed in through the API (login, then getAccessToken). */
async function accountWithToken(label: string, name: string) {
  const email = uniqueEmail(label);
  await activatedAccount({ email, password: PASSWORD, name, gender: 'female' });
  const { response } = await apiAs(
    {},
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) }',
    { email, password: PASSWORD },
  );
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { data } = await apiAs<{ getAccessToken: string }>({ cookie }, '{ getAccessToken }');
  return { email, name, bearer: { authorization: `Bearer ${data.getAccessToken}` } };
}

type Account = Awaited<ReturnType<typeof accountWithToken>>;

/** A comment on the model page, written by `account` (so it carries the account) or replying to `parentId`. */
async function commentAs(account: Account, text: string, parentId: string | null = null): Promise<string> {
  const { data } = await apiAs<{ createComment: { id: string } }>(
    account.bearer,
    `mutation ($text: String!, $parentId: ID) {
      createComment(category: "${MODEL.category}", brand: "${MODEL.brand}", path: "${MODEL.path}", name: "-", comment: $text, parentId: $parentId) { id }
    }`,
    { text, parentId },
  );
  return data.createComment.id;
}

const unreadCountOf = async (account: Account) =>
  (await apiAs<{ myNotifications: { unreadCount: number } }>(account.bearer, '{ myNotifications { unreadCount } }'))
    .data.myNotifications.unreadCount;

async function signInThroughHeader(page: Page, email: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
  await signInFromDialog(page, email);
}

async function signInFromDialog(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Account' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('banner').getByRole('button', { name: 'User Profile' }).waitFor();
  // Signing in closes the account menu.
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Resolves once the page has opened its live notification stream (the viewer is signed in and the bell listens). */
const notificationStreamOpened = (page: Page) =>
  page.waitForRequest(
    (request) =>
      request.url().endsWith('/graphql') && (request.postData() ?? '').includes('NotificationsMenu_NotificationAdded'),
  );

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

describe('notifications', () => {
  it('a reply to a signed-in comment reaches its author live, stays across reloads, and is read once opened', async () => {
    const replier = await accountWithToken('replier', 'Barbara Liskov');
    const authorEmail = uniqueEmail('author');
    await activatedAccount({ email: authorEmail, password: PASSWORD, name: 'Ada Lovelace', gender: 'female' });

    const { page, pageErrors } = await openPage(browsing.context);
    const ready = pageStreamOpened(page);
    await page.goto(`${testSite().shellUrl}${MODEL_PAGE}`);
    await ready;
    const listening = notificationStreamOpened(page);
    await signInThroughHeader(page, authorEmail);
    await listening;

    // The author comments from the page, signed in, so the comment carries the account.
    const text = `Does the zoom hold up at night? (${Date.now()})`;
    // The form shows its name and e-mail fields once the comment field is used.
    await page.getByRole('textbox', { name: 'Comment' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada');
    await page.getByRole('textbox', { name: 'Email' }).fill(authorEmail);
    await page.getByRole('textbox', { name: 'Comment' }).fill(text);
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByRole('list', { name: 'Comments' }).getByText(text).waitFor();
    expect(await bell(page).getAttribute('aria-label')).toBe('Notifications');

    const { comments } = await graphql<{ comments: { commentsList: { id: string; comment: string }[] } }>(
      `{ comments(category: "${MODEL.category}", brand: "${MODEL.brand}", path: "${MODEL.path}") { commentsList { id comment } } }`,
    );
    const commentId = comments.commentsList.find((comment) => comment.comment === text)!.id;
    const replyId = await commentAs(replier, 'It does, with the tripod mode.', commentId);
    const link = `${MODEL_PAGE}#comment-${replyId}`;

    // The author's open page shows it without a reload.
    await page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 3_000 });
    expect(await page.getByTestId('unread-badge').textContent()).toBe('1');
    await bell(page).click();
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    await dropdown.getByRole('link', { name: /^Barbara Liskov replied to your comment \(unread\)/ }).waitFor();
    await page.keyboard.press('Escape');

    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    await bell(page).click();
    await dropdown.getByText('1 new').waitFor();
    const notification = dropdown.getByRole('link', { name: /^Barbara Liskov replied to your comment \(unread\)/ });
    expect(await notification.getAttribute('href')).toBe(link);

    // Opening it marks it read on the server and goes to the reply, within the page (no reload).
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await notification.click();
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === link);
    await page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(await page.getByTestId('unread-badge').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // Still read after another reload.
    const network = followRequests(page);
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'User Profile' }).waitFor();
    await network.quiet();
    await bell(page).click();
    await dropdown.getByRole('link', { name: /^Barbara Liskov replied to your comment/ }).waitFor();
    expect(await dropdown.getByText('(unread)').count()).toBe(0);
    expect(await page.getByTestId('unread-badge').count()).toBe(0);
    expect(await bell(page).getAttribute('aria-label')).toBe('Notifications');
    expect(pageErrors).toEqual([]);
  });

  it("a signed-out visitor's bell invites to sign in, with no badge and no request for notifications", async () => {
    const { page, pageErrors } = await openPage(browsing.context);
    const asked: string[] = [];
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('myNotifications')) asked.push(request.url());
    });
    const network = followRequests(page);
    await page.goto(testSite().shellUrl);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await network.quiet();
    expect(await page.getByTestId('unread-badge').count()).toBe(0);

    await bell(page).click();
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    await dropdown.getByText('Sign in to see notifications').waitFor();
    expect(await dropdown.getByRole('listitem').count()).toBe(0);
    await dropdown.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('dialog', { name: 'Account' }).getByLabel('Email').waitFor();
    expect(await dropdown.count()).toBe(0);
    expect(asked).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('/notifications is the same page for everyone from the server, and lists the viewer’s in the browser', async () => {
    const served = await fetch(`${testSite().shellUrl}/notifications`);
    expect(served.status).toBe(200);
    const html = await served.text();
    expect(html).toContain('<title>Notifications · Gadgets</title>');
    expect(html).toContain('aria-label="Loading notifications"');
    expect(html).not.toContain('Sign in to see your notifications');
  });
});

/** The notifications page and the bell's dropdown, signed out and signed in (with a read and an unread notification). */
describe.each([
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 1280 },
  { theme: 'light', width: PHONE_WIDTH },
] as const)('accessibility of notifications, $theme at $width px', ({ theme, width }) => {
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
    expect((await seriousViolations(page)).filter((violation) => !isKnownAccountButtonMismatch(violation))).toEqual([]);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
  }

  it('has no serious violations and does not scroll sideways', async () => {
    const author = await accountWithToken('reader', 'Grace Hopper');
    const replier = await accountWithToken('answerer', 'Alan Turing');
    const first = await commentAs(author, 'How long does the battery last for you?');
    const second = await commentAs(author, 'Is the screen bright enough outdoors?');
    await commentAs(replier, 'Two days, easily, with the screen at half.', first);
    const toRead = await commentAs(replier, 'Yes, even at noon in summer.', second);
    const { data } = await apiAs<{ myNotifications: { items: { id: string; link: string }[] } }>(
      author.bearer,
      '{ myNotifications { items { id link } } }',
    );
    const read = data.myNotifications.items.find((item) => item.link.endsWith(`#comment-${toRead}`))!;
    await apiAs(author.bearer, 'mutation ($id: ID!) { markNotificationRead(id: $id) }', { id: read.id });
    expect(await unreadCountOf(author)).toBe(1);

    const context = await newContext(browsing.browser);
    try {
      const { page, pageErrors } = await openPage(context);
      await page.goto(`${testSite().shellUrl}/notifications`);
      expect(await page.title()).toBe('Notifications · Gadgets');
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: 'Sign in to see your notifications' }).waitFor();
      await expectAccessible(page);

      await bell(page).click();
      await page.getByRole('dialog', { name: 'Notifications' }).getByText('Sign in to see notifications').waitFor();
      await expectAccessible(page);
      await page.keyboard.press('Escape');

      // The page's own button opens the account menu; signed in, the page lists the account's notifications.
      await main.getByRole('button', { name: 'Sign in', exact: true }).click();
      await signInFromDialog(page, author.email);
      await main.getByRole('link', { name: /^Alan Turing replied to your comment \(unread\)/ }).waitFor();
      await main.getByRole('link', { name: /^Alan Turing replied to your comment\s*Yes, even at noon/ }).waitFor();
      await main.getByText('1 new').waitFor();
      await expectAccessible(page);

      await main.getByRole('button', { name: 'Unread' }).click();
      await main.getByRole('button', { name: 'Unread', pressed: true }).waitFor();
      await expectAccessible(page);

      await bell(page).click();
      await page.getByRole('dialog', { name: 'Notifications' }).getByText('1 new').waitFor();
      await expectAccessible(page);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
