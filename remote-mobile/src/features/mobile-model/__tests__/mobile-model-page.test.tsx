import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from '@urql/core';
import { appStore } from '@gadgets/shared-ui';
import { mobileFeature } from '../../../testing/mobile-fixtures';
import { renderMobileRoute } from '../../../testing/render-mobile-route';

const noComments = { data: { comments: { totalCount: 0, commentsList: [] } } };

describe('/mobile/:company/:model', () => {
  it('shows a spinner while loading', () => {
    renderMobileRoute('/mobile/google/pixel-9');
    expect(screen.getByRole('status', { name: 'Loading mobile specifications' })).toBeInTheDocument();
  });

  it('shows the error with its message', () => {
    renderMobileRoute('/mobile/google/pixel-9', {
      MobileModelPage_Feature: { error: new CombinedError({ networkError: new Error('offline') }) },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Error Loading Mobile');
    expect(screen.getByRole('alert')).toHaveTextContent('Network error. Please check your connection.');
  });

  it('says when the phone does not exist', () => {
    renderMobileRoute('/mobile/google/pixel_42', { MobileModelPage_Feature: { data: { mobileFeature: null } } });
    expect(screen.getByText('Mobile Not Found')).toBeInTheDocument();
    expect(screen.getByText('The requested mobile specification could not be found.')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('pixel 42')).toBeInTheDocument();
    expect(document.title).toBe('Mobile Not Found · Gadgets');
  });

  it('titles the page after the phone and gives it a share card', () => {
    renderMobileRoute('/mobile/google/pixel-9', {
      MobileModelPage_Feature: { data: { mobileFeature: mobileFeature() } },
      CommentsWidget_Comments: noComments,
    });
    expect(document.title).toBe('Google Pixel 9 specs · Gadgets');
    expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content).toMatch(/\/media\//);
  });

  it('shows the summary card, quick specs, retailers, highlights, the full spec sheet and comments', () => {
    const { client } = renderMobileRoute('/mobile/google/pixel-9', {
      MobileModelPage_Feature: { data: { mobileFeature: mobileFeature() } },
      CommentsWidget_Comments: noComments,
    });
    expect(client.requests.find((request) => request.name === 'MobileModelPage_Feature')?.variables).toEqual({
      company: 'google',
      path: 'pixel-9',
    });
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Google' })).toHaveAttribute('href', '/mobile/google');
    expect(screen.getByRole('heading', { level: 1, name: 'Google Pixel 9' })).toBeInTheDocument();
    expect(screen.getByText('Released:').parentElement).toHaveTextContent('2024-08-22');
    expect(screen.getByRole('list', { name: 'Colors' })).toHaveTextContent('Porcelain');
    expect(screen.getByRole('button', { name: 'Compare' })).toBeInTheDocument();

    const quick = screen.getByRole('list', { name: 'Key specifications' });
    expect(quick).toHaveTextContent('6.3 inches');
    expect(quick).toHaveTextContent('Google Tensor G4');

    const standing = within(screen.getByRole('region', { name: 'Where it stands' })).getAllByRole('listitem');
    expect(standing.map((item) => item.textContent)).toEqual([
      'Battery 4,700 mAh — more than 61% of phones',
      'Price $799 — cheaper than 23% of phones',
    ]);

    const amazon = within(screen.getByRole('list', { name: 'Retailers' })).getByRole('link', { name: /Amazon/ });
    expect(amazon).toHaveAttribute('target', '_blank');
    expect(amazon).toHaveAttribute('rel', 'noopener noreferrer');

    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveTextContent('6.3 inches OLED display');
    expect(screen.getByRole('region', { name: 'Drawbacks' })).toHaveTextContent('No headphone jack');

    for (const group of [
      'Availability',
      'Network',
      'Processor',
      'Display',
      'Memory & Storage',
      'Rear Camera',
      'Front Camera',
      'Sound',
      'Connectivity',
      'Battery',
    ]) {
      expect(screen.getByRole('region', { name: group })).toBeInTheDocument();
    }
    const display = screen.getByRole('region', { name: 'Display' });
    expect(within(display).getByRole('rowheader', { name: 'Brightness' }).closest('tr')).toHaveTextContent('N/A');
    const rear = screen.getByRole('region', { name: 'Rear Camera' });
    expect(
      within(rear)
        .getAllByTestId('spec-item')
        .map((item) => item.textContent),
    ).toEqual(['50 MP (main)', '48 MP (ultrawide)']);

    expect(screen.getByText('No comments yet')).toBeInTheDocument();
    expect(client.requests.find((request) => request.name === 'CommentsWidget_Comments')?.variables).toEqual({
      category: 'mobile',
      brand: 'google',
      path: 'pixel-9',
    });
  });

  it('has ratings and reviews of the phone, above the comments', () => {
    const ada = { id: '1', author: 'Ada', rating: 4, text: 'A camera for the night.' };
    const { client } = renderMobileRoute('/mobile/google/pixel-9', {
      MobileModelPage_Feature: { data: { mobileFeature: mobileFeature() } },
      CommentsWidget_Comments: noComments,
      ReviewsSection_Reviews: {
        data: {
          modelReviews: {
            average: 4,
            count: 1,
            distribution: [0, 0, 0, 1, 0],
            nextCursor: null,
            items: [{ ...ada, createdAt: '2025-03-01T10:00:00.000Z', updatedAt: '2025-03-01T10:00:00.000Z' }],
          },
        },
      },
    });
    const reviews = screen.getByRole('region', { name: 'Ratings and reviews' });
    expect(within(reviews).getByText('1 review')).toBeInTheDocument();
    expect(within(reviews).getByRole('listitem', { name: 'Review by Ada' })).toHaveTextContent(
      'A camera for the night.',
    );
    expect(client.requests.find((request) => request.name === 'ReviewsSection_Reviews')?.variables).toEqual({
      category: 'mobile',
      brand: 'google',
      path: 'pixel-9',
    });
    const comments = screen.getByRole('region', { name: 'Comments' });
    expect(reviews.compareDocumentPosition(comments) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('files comments and compare entries under the brand path the API returns, whatever the address spells', async () => {
    const user = userEvent.setup();
    const { client } = renderMobileRoute('/mobile/Google/pixel-9', {
      MobileModelPage_Feature: { data: { mobileFeature: mobileFeature() } },
      CommentsWidget_Comments: noComments,
    });
    const comments = client.requests.find((request) => request.name === 'CommentsWidget_Comments');
    expect(comments?.variables).toMatchObject({ category: 'mobile', brand: 'google', path: 'pixel-9' });
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(appStore.getState().compare.mobile).toContainEqual({ company: 'google', path: 'pixel-9' });
  });

  it('adds the phone to the shared compare list and counts it on the button', async () => {
    const user = userEvent.setup();
    renderMobileRoute('/mobile/google/pixel-9', {
      MobileModelPage_Feature: { data: { mobileFeature: mobileFeature() } },
      CommentsWidget_Comments: noComments,
    });
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(appStore.getState().compare.mobile).toEqual([{ company: 'google', path: 'pixel-9' }]);
    expect(screen.getByRole('button', { name: 'Compare (1)' })).toBeInTheDocument();
  });

  it('enlarges the gallery image in the lightbox', async () => {
    const user = userEvent.setup();
    renderMobileRoute('/mobile/google/pixel-9', {
      MobileModelPage_Feature: { data: { mobileFeature: mobileFeature() } },
      CommentsWidget_Comments: noComments,
    });
    await user.click(screen.getByRole('button', { name: 'Enlarge image' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Image 1 of 2');
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog')).toHaveTextContent('Image 2 of 2');
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});
