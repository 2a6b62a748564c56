import type { Locator, Page } from 'playwright-core';
import { followRequests, openPage, pageStreamOpened, setupBrowserContext } from '../support/browser';
import { activatedAccount, graphql, signedInApi } from '../support/site-api';
import { testSite } from '../support/test-site';

const browsing = setupBrowserContext();

const MODEL_PAGE = '/laptop/apple/macbook-neo';
const PASSWORD = 'Analytical9';
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function signInFromDialog(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('banner').getByRole('button', { name: 'User Profile' }).waitFor();
}

/** A count shown as exactly this number. */
const exactly = (count: number) => new RegExp(`^${count}$`);

const countOf = async (scope: Locator, which: 'like' | 'dislike') =>
  Number(await scope.getByTestId(`${which}-count`).textContent());

describe('votes that count', () => {
  it('a signed-out press opens sign-in and is cast after it; the vote stays after a reload and can be taken back', async () => {
    const email = uniqueEmail('voter');
    await activatedAccount({ email, password: PASSWORD, name: 'Vera Voter', gender: 'female' });
    const { page, pageErrors } = await openPage(browsing.context);
    const network = followRequests(page);
    await page.goto(`${testSite().shellUrl}${MODEL_PAGE}`);
    const summary = page.getByRole('region', { name: /summary$/ });
    const like = summary.getByRole('button', { name: /^Like/ });
    await like.waitFor();
    await network.quiet();
    const likesBefore = await countOf(summary, 'like');

    // Signed out: the press opens the sign-in panel, and the like is cast once signed in.
    await like.click();
    await signInFromDialog(page, email);
    await summary.locator('button[aria-pressed="true"]', { hasText: String(likesBefore + 1) }).waitFor();

    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'User Profile' }).waitFor();
    await summary.getByRole('button', { name: /^Like/, pressed: true }).waitFor();
    expect(await countOf(summary, 'like')).toBe(likesBefore + 1);

    // Another visitor sees the count, with no vote of their own.
    const { modelVotes } = await graphql<{ modelVotes: { likes: number; myVote: string | null } }>(
      '{ modelVotes(category: "laptop", brand: "apple", path: "macbook-neo") { likes myVote } }',
    );
    expect(modelVotes).toEqual({ likes: likesBefore + 1, myVote: null });

    // Pressing again takes it back, for everyone.
    await summary.getByRole('button', { name: /^Like/, pressed: true }).click();
    await summary.getByRole('button', { name: /^Like/, pressed: false }).waitFor();
    await network.quiet();
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'User Profile' }).waitFor();
    await network.quiet();
    expect(await countOf(summary, 'like')).toBe(likesBefore);
    expect(pageErrors).toEqual([]);
  });

  it("a comment's dislike is kept per account and shown to the voter after a reload", async () => {
    const email = uniqueEmail('critic');
    await activatedAccount({ email, password: PASSWORD, name: 'Cris Critic', gender: 'male' });
    const text = `The keyboard deserves a vote (${Date.now()})`;
    await graphql(
      'mutation ($text: String!) { createComment(category: "laptop", brand: "apple", path: "macbook-neo", comment: $text, name: "Ola") { id } }',
      { text },
    );
    const { page, pageErrors } = await openPage(browsing.context);
    const network = followRequests(page);
    await page.goto(`${testSite().shellUrl}${MODEL_PAGE}`);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
    await signInFromDialog(page, email);
    const item = page.getByRole('listitem', { name: 'Comment by Ola' }).filter({ hasText: text });
    await item.getByRole('button', { name: /^Dislike/ }).click();
    await item.getByRole('button', { name: /^Dislike/, pressed: true }).waitFor();
    expect(await countOf(item, 'dislike')).toBe(1);

    await network.quiet();
    await page.reload();
    await item.getByRole('button', { name: /^Dislike/, pressed: true }).waitFor();
    expect(await countOf(item, 'dislike')).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it("votes cast elsewhere change an open page's counts within a second, through the page's one live stream", async () => {
    const email = uniqueEmail('elsewhere');
    await activatedAccount({ email, password: PASSWORD, name: 'Elsa Elsewhere', gender: 'female' });
    const asElsa = await signedInApi(email, PASSWORD);
    const { page, pageErrors } = await openPage(browsing.context);
    const streams: string[] = [];
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('subscription ')) streams.push(request.postData()!);
    });
    const ready = pageStreamOpened(page);
    await page.goto(`${testSite().shellUrl}${MODEL_PAGE}`);
    await ready;
    const summary = page.getByRole('region', { name: /summary$/ });
    await summary.getByRole('button', { name: /^Like/ }).waitFor();
    await followRequests(page).quiet();
    // Posted while the page is open: it arrives through the same stream as the votes.
    const text = `Votes arrive while you read (${Date.now()})`;
    const { createComment } = await graphql<{ createComment: { id: string } }>(
      'mutation ($text: String!) { createComment(category: "laptop", brand: "apple", path: "macbook-neo", comment: $text, name: "Ola") { id } }',
      { text },
    );
    const item = page.getByRole('listitem', { name: 'Comment by Ola' }).filter({ hasText: text });
    await item.waitFor({ timeout: 1_000 });
    const likesBefore = await countOf(summary, 'like');

    await asElsa(
      'mutation { voteOnModel(category: "laptop", brand: "apple", path: "macbook-neo", value: LIKE) { likes } }',
    );
    await asElsa('mutation ($id: ID!) { voteOnComment(id: $id, value: DISLIKE) { likes } }', { id: createComment.id });
    await summary
      .getByTestId('like-count')
      .filter({ hasText: exactly(likesBefore + 1) })
      .waitFor({ timeout: 1_000 });
    await item
      .getByTestId('dislike-count')
      .filter({ hasText: exactly(1) })
      .waitFor({ timeout: 1_000 });
    // The visitor's own buttons stay unpressed: the counts are everyone's, the votes Elsa's.
    expect(await summary.getByRole('button', { name: /^Like/ }).getAttribute('aria-pressed')).toBe('false');
    // The comments and the model's votes share one subscription.
    expect(streams).toHaveLength(1);
    expect(streams[0]).toContain('PageActivity_Events');
    await asElsa(
      'mutation { voteOnModel(category: "laptop", brand: "apple", path: "macbook-neo", value: null) { likes } }',
    );
    await summary
      .getByTestId('like-count')
      .filter({ hasText: exactly(likesBefore) })
      .waitFor({ timeout: 1_000 });
    expect(pageErrors).toEqual([]);
  });
});
