import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from '@urql/core';
import { fromValue, merge, never, type Source } from 'wonka';
import { appStore } from '@gadgets/shared-ui';
import { mockGraphqlClient, renderWithProviders } from '@gadgets/shared-ui/testing';
import { reviewFieldErrorsOf, validateReview } from '../review-rules';
import { ReviewsSection } from '../reviews-section';
import type { ReviewEntry, ReviewsPage } from '../reviews-queries';

type Operation = { query: { definitions: { name?: { value: string } }[] }; variables: Record<string, unknown> };
const nameOf = (operation: Operation) => operation.query.definitions.find((definition) => definition.name)?.name?.value;
const open = <T,>(value: T): Source<T> => merge([fromValue(value), never]);

const target = { category: 'mobile', brand: 'google', path: 'pixel-9' };

const review = (fields: Partial<ReviewEntry>): ReviewEntry => ({
  id: '1',
  author: 'Ada',
  rating: 5,
  text: 'The battery lasts two days.',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  ...fields,
});

const page = (fields: Partial<ReviewsPage> = {}): ReviewsPage => ({
  average: 4.3,
  count: 12,
  distribution: [1, 0, 1, 4, 6],
  nextCursor: null,
  items: [review({})],
  ...fields,
});
const NO_REVIEWS = page({ average: null, count: 0, distribution: [0, 0, 0, 0, 0], items: [] });

const badInput = (field: string, message: string) =>
  new CombinedError({
    graphQLErrors: [{ message, extensions: { code: 'BAD_USER_INPUT', field, fields: [{ field, message }] } }],
  });

/**
 * The API as far as the section sees it: the public page, older pages by cursor, the visitor's own review, and
 * mutations that change them (a saved review becomes the visitor's and counts in the summary).
 */
function reviewsClient({
  first = page(),
  olderPages = {} as Record<string, ReviewsPage | 'fail'>,
  mine = null as ReviewEntry | null,
  refusals = [] as CombinedError[],
} = {}) {
  const api = { first, mine };
  const sent: { name: string; variables: Record<string, unknown> }[] = [];
  const client = mockGraphqlClient({
    executeQuery: ((operation: Operation) => {
      const name = nameOf(operation)!;
      sent.push({ name, variables: operation.variables });
      if (name === 'ReviewsSection_MyReview') return open({ operation, data: { myModelReview: api.mine } });
      const before = operation.variables.before as string | undefined;
      if (!before) return open({ operation, data: { modelReviews: api.first } });
      const older = olderPages[before];
      if (!older || older === 'fail')
        return open({ operation, error: new CombinedError({ graphQLErrors: [{ message: 'Reviews are resting' }] }) });
      return open({ operation, data: { modelReviews: older } });
    }) as never,
    executeMutation: ((operation: Operation) => {
      const name = nameOf(operation)!;
      sent.push({ name, variables: operation.variables });
      const refusal = refusals.shift();
      if (refusal) return fromValue({ operation, error: refusal });
      if (name === 'ReviewsSection_DeleteReview') {
        api.mine = null;
        api.first = NO_REVIEWS;
        return fromValue({ operation, data: { deleteModelReview: true } });
      }
      const { rating, text } = operation.variables as { rating: number; text: string | null };
      const saved = review({ id: '50', author: 'Lin', rating, text, updatedAt: new Date().toISOString() });
      api.mine = saved;
      api.first = page({ average: rating, count: 1, distribution: [1, 2, 3, 4, 5].map((n) => +(n === rating)) });
      api.first.items = [saved];
      return fromValue({ operation, data: { saveModelReview: saved } });
    }) as never,
  });
  const named = (name: string) => sent.filter((request) => request.name === name);
  return { client, named };
}

const signIn = () =>
  act(() => appStore.getState().setAuthenticated({ name: 'Lin', email: 'lin@example.com', admin: false }));
const section = () => screen.getByRole('region', { name: 'Ratings and reviews' });

describe('ReviewsSection', () => {
  it('shows the average as a number and as stars, the count, and five bars from 5 stars down', () => {
    const { client, named } = reviewsClient();
    renderWithProviders(<ReviewsSection {...target} />, { client });
    expect(named('ReviewsSection_Reviews')[0]!.variables).toEqual(target);
    expect(within(section()).getByText('4.3')).toBeInTheDocument();
    expect(within(section()).getByRole('img', { name: '4.3 out of 5 stars' })).toBeInTheDocument();
    expect(within(section()).getByText('12 reviews')).toBeInTheDocument();
    const bars = within(screen.getByRole('list', { name: 'Ratings by stars' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual([
      '5 stars: 6 reviews',
      '4 stars: 4 reviews',
      '3 stars: 1 review',
      '2 stars: 0 reviews',
      '1 star: 1 review',
    ]);
    // Each bar is as long as its share of the reviews.
    expect(bars[0]!.querySelector('[aria-hidden] > span')).toHaveStyle({ width: '50%' });
    const item = within(screen.getByRole('list', { name: 'Reviews' })).getByRole('listitem', { name: 'Review by Ada' });
    expect(item).toHaveTextContent('The battery lasts two days.');
    expect(within(item).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(item).getByText('Mar 1, 2025')).toBeInTheDocument();
  });

  it('says when there are no reviews yet and invites the first', () => {
    const { client } = reviewsClient({ first: NO_REVIEWS });
    renderWithProviders(<ReviewsSection {...target} />, { client });
    expect(within(section()).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(section()).getByText('Be the first to rate this model.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Reviews' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Ratings by stars' })).toBeNull();
  });

  it("says when the reviews could not be loaded, and 'Try Again' asks again", async () => {
    const user = userEvent.setup();
    let loads = 0;
    const client = mockGraphqlClient({
      executeQuery: ((operation: Operation) => {
        loads += 1;
        return loads === 1
          ? open({ operation, error: new CombinedError({ networkError: new Error('offline') }) })
          : open({ operation, data: { modelReviews: page() } });
      }) as never,
    });
    renderWithProviders(<ReviewsSection {...target} />, { client });
    const alert = within(section()).getByRole('alert');
    expect(alert).toHaveTextContent('Unable to Load Reviews');
    expect(alert).toHaveTextContent('Network error. Please check your connection.');
    await user.click(within(section()).getByRole('button', { name: 'Try Again' }));
    expect(await within(section()).findByText('12 reviews')).toBeInTheDocument();
  });

  it('"Show more" reads older reviews from the cursor until none are left, and says when a page fails', async () => {
    const user = userEvent.setup();
    const { client, named } = reviewsClient({
      first: page({ nextCursor: 'c1' }),
      olderPages: {
        c1: page({ items: [review({ id: '0', author: 'Olga', text: 'From the second page.' })], nextCursor: 'c2' }),
        c2: 'fail',
      },
    });
    renderWithProviders(<ReviewsSection {...target} />, { client });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('From the second page.')).toBeInTheDocument();
    expect(named('ReviewsSection_Reviews').at(-1)!.variables).toEqual({ ...target, before: 'c1' });
    const items = within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Review by Ada', 'Review by Olga']);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Older reviews could not be loaded: Reviews are resting',
    );
  });

  it('offers no "Show more" when the first page holds every review', () => {
    const { client } = reviewsClient();
    renderWithProviders(<ReviewsSection {...target} />, { client });
    expect(screen.getByRole('list', { name: 'Reviews' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('invites a signed-out visitor to sign in, which opens the sign-in panel; nothing of theirs is asked for', async () => {
    const user = userEvent.setup();
    const { client, named } = reviewsClient();
    renderWithProviders(<ReviewsSection {...target} />, { client });
    act(() => appStore.getState().offerSignIn());
    // While the session is being checked, neither the invitation nor a form.
    expect(within(section()).queryByRole('button', { name: 'Sign in to rate this model' })).toBeNull();
    act(() => appStore.getState().setUnauthenticated());
    await user.click(within(section()).getByRole('button', { name: 'Sign in to rate this model' }));
    expect(appStore.getState().accountMenuOpen).toBe(true);
    expect(screen.queryByRole('form')).toBeNull();
    expect(named('ReviewsSection_MyReview')).toHaveLength(0);
  });

  it('offers no sign-in where nobody can sign in (a section alone or embedded): the reviews to read only', () => {
    act(() => appStore.getState().setUnauthenticated());
    const { client } = reviewsClient();
    renderWithProviders(<ReviewsSection {...target} />, { client });
    expect(within(section()).getByText('12 reviews')).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Sign in to rate this model' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('saves a new review with the chosen stars and text, after asking for a rating, and reads the summary again', async () => {
    const user = userEvent.setup();
    signIn();
    const { client, named } = reviewsClient({ first: NO_REVIEWS });
    renderWithProviders(<ReviewsSection {...target} />, { client });
    const form = await screen.findByRole('form', { name: 'Rate this model' });
    expect(named('ReviewsSection_MyReview')[0]!.variables).toEqual(target);

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(named('ReviewsSection_SaveReview')).toHaveLength(0);

    // A radio group: the arrow keys move the choice.
    await user.click(within(form).getByRole('radio', { name: '3 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(form).queryByText('Choose a rating from 1 to 5 stars')).toBeNull();
    await user.type(within(form).getByLabelText('Your review (optional)'), '  Bright screen.  ');
    expect(within(form).getByText(/^18\/2000/)).toBeInTheDocument();
    const loadsBefore = named('ReviewsSection_Reviews').length;
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(named('ReviewsSection_SaveReview')[0]!.variables).toEqual({
        ...target,
        rating: 4,
        text: 'Bright screen.',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Your review was saved.');
    expect(named('ReviewsSection_Reviews').length).toBeGreaterThan(loadsBefore);
    expect(await within(section()).findByText('1 review')).toBeInTheDocument();
    // The average and the new review in the list.
    expect(within(section()).getAllByRole('img', { name: '4 out of 5 stars' })).toHaveLength(2);
    const mine = await screen.findByRole('form', { name: 'Your review' });
    expect(within(mine).getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it("prefills the visitor's review, deletes it after a confirmation, and hides it once they sign out", async () => {
    const user = userEvent.setup();
    signIn();
    const mine = review({ id: '7', author: 'Lin', rating: 3, text: 'Good but heavy.' });
    const { client, named } = reviewsClient({ first: page({ items: [mine] }), mine });
    renderWithProviders(<ReviewsSection {...target} />, { client });
    const form = await screen.findByRole('form', { name: 'Your review' });
    expect(within(form).getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(within(form).getByLabelText('Your review (optional)')).toHaveValue('Good but heavy.');

    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    const confirm = within(form).getByRole('group', { name: 'Delete your review?' });
    expect(within(confirm).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(within(form).queryByRole('group', { name: 'Delete your review?' })).toBeNull();
    expect(named('ReviewsSection_DeleteReview')).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    await user.click(within(form).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your review was deleted.');
    expect(named('ReviewsSection_DeleteReview')[0]!.variables).toEqual(target);
    const fresh = await screen.findByRole('form', { name: 'Rate this model' });
    expect(within(fresh).getByLabelText('Your review (optional)')).toHaveValue('');
    expect(within(section()).getByText('No reviews yet')).toBeInTheDocument();

    act(() => (appStore.getState().offerSignIn(), appStore.getState().setUnauthenticated()));
    expect(screen.queryByRole('form')).toBeNull();
    expect(within(section()).getByRole('button', { name: 'Sign in to rate this model' })).toBeInTheDocument();
  });

  it("shows a refused save: the API's field message on its field, anything else as an alert", async () => {
    const user = userEvent.setup();
    signIn();
    const { client, named } = reviewsClient({
      refusals: [
        badInput('text', 'A review must be at most 2000 characters'),
        new CombinedError({
          graphQLErrors: [{ message: 'You must be signed in', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      ],
    });
    renderWithProviders(<ReviewsSection {...target} />, { client });
    const form = await screen.findByRole('form', { name: 'Rate this model' });
    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.type(within(form).getByLabelText('Your review (optional)'), 'Lovely.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const text = within(form).getByLabelText('Your review (optional)');
    await waitFor(() => expect(text).toHaveAttribute('aria-invalid', 'true'));
    expect(text).toHaveAccessibleDescription(/A review must be at most 2000 characters/);
    expect(within(form).queryByRole('alert')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You must be signed in');
    expect(named('ReviewsSection_SaveReview')).toHaveLength(2);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('review rules', () => {
  it('asks for 1 to 5 stars and at most 2000 characters', () => {
    expect(validateReview({ rating: 0, text: '' })).toEqual({ rating: 'Choose a rating from 1 to 5 stars' });
    expect(validateReview({ rating: 5, text: 'x'.repeat(2001) })).toEqual({
      text: 'A review must be at most 2000 characters',
    });
    expect(validateReview({ rating: 1, text: '' })).toEqual({});
  });

  it("reads the API's messages about the rating and the text only", () => {
    expect(reviewFieldErrorsOf(badInput('rating', 'Choose 1 to 5 stars'))).toEqual({ rating: 'Choose 1 to 5 stars' });
    expect(reviewFieldErrorsOf(badInput('path', 'Path is required'))).toEqual({});
    expect(reviewFieldErrorsOf(new CombinedError({ networkError: new Error('offline') }))).toEqual({});
  });
});
