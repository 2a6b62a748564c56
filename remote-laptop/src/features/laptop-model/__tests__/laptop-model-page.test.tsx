import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from '@urql/core';
import { appStore } from '@gadgets/shared-ui';
import { laptopFeature } from '../../../testing/laptop-fixtures';
import { renderLaptopRoute } from '../../../testing/render-laptop-route';

const noComments = { data: { comments: { totalCount: 0, commentsList: [] } } };
const noReviews = {
  data: { modelReviews: { average: null, count: 0, distribution: [0, 0, 0, 0, 0], nextCursor: null, items: [] } },
};
const loaded = {
  LaptopModelPage_Feature: { data: { laptopFeature: laptopFeature() } },
  CommentsWidget_Comments: noComments,
  ReviewsSection_Reviews: noReviews,
};

describe('/laptop/:company/:model', () => {
  it('shows a spinner while loading', () => {
    renderLaptopRoute('/laptop/dell/xps-13-9350');
    expect(screen.getByRole('status', { name: 'Loading laptop specifications' })).toBeInTheDocument();
  });

  it('shows the error with its message and tries again', async () => {
    const user = userEvent.setup();
    const { client } = renderLaptopRoute('/laptop/dell/xps-13-9350', {
      LaptopModelPage_Feature: { error: new CombinedError({ networkError: new Error('offline') }) },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Error Loading Laptop');
    expect(screen.getByRole('alert')).toHaveTextContent('Network error. Please check your connection.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(client.requestNames().filter((name) => name === 'LaptopModelPage_Feature').length).toBeGreaterThan(1);
  });

  it('says when the laptop does not exist', () => {
    renderLaptopRoute('/laptop/dell/xps_99', { LaptopModelPage_Feature: { data: { laptopFeature: null } } });
    expect(screen.getByText('Laptop Not Found')).toBeInTheDocument();
    expect(screen.getByText('The requested laptop specification could not be found.')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('xps 99')).toBeInTheDocument();
  });

  it('shows the breadcrumb, summary card, the nine spec sections with N/A for unknowns, the source and comments', () => {
    const { client } = renderLaptopRoute('/laptop/dell/xps-13-9350', loaded);
    expect(client.requests.find((request) => request.name === 'LaptopModelPage_Feature')?.variables).toEqual({
      company: 'dell',
      path: 'xps-13-9350',
    });
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Laptops' })).toHaveAttribute('href', '/laptop');
    expect(within(breadcrumb).getByRole('link', { name: 'Dell' })).toHaveAttribute('href', '/laptop/dell');
    expect(screen.getByRole('heading', { level: 1, name: 'Dell XPS 13 9350' })).toBeInTheDocument();
    expect(screen.getByText('Released:').parentElement).toHaveTextContent('2024-09-24');
    expect(screen.getByRole('list', { name: 'Colors' })).toHaveTextContent('Platinum');
    expect(screen.getByText('$1,399.99 (US list price)')).toBeInTheDocument();

    const standing = within(screen.getByRole('region', { name: 'Where it stands' })).getAllByRole('listitem');
    expect(standing.map((item) => item.textContent)).toEqual([
      'Battery 55 Wh — more than 31% of laptops',
      'Weight 1.19 kg — lighter than 72% of laptops',
    ]);

    const sections = [
      'Availability',
      'Processor',
      'Display',
      'Memory & Storage',
      'Camera',
      'Connectivity',
      'Sound',
      'Battery & Build',
      'Operating System',
    ];
    for (const section of sections) expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    const sound = screen.getByRole('region', { name: 'Sound' });
    expect(within(sound).getByRole('rowheader', { name: 'Loudspeaker' }).closest('tr')).toHaveTextContent('N/A');
    const camera = screen.getByRole('region', { name: 'Camera' });
    expect(within(camera).getByRole('rowheader', { name: 'Video' }).closest('tr')).toHaveTextContent('N/A');
    const build = screen.getByRole('region', { name: 'Battery & Build' });
    expect(within(build).getByRole('rowheader', { name: 'Weight' }).closest('tr')).toHaveTextContent('1.19 kg');
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveTextContent('Lunar Lake efficiency');

    expect(screen.getByRole('link', { name: 'www.dell.com' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('No comments yet')).toBeInTheDocument();
    expect(client.requests.find((request) => request.name === 'CommentsWidget_Comments')?.variables).toEqual({
      category: 'laptop',
      brand: 'dell',
      path: 'xps-13-9350',
    });
  });

  it('has ratings and reviews of the laptop, above the comments', () => {
    const { client } = renderLaptopRoute('/laptop/dell/xps-13-9350', loaded);
    const reviews = screen.getByRole('region', { name: 'Ratings and reviews' });
    expect(within(reviews).getByText('No reviews yet')).toBeInTheDocument();
    expect(client.requests.find((request) => request.name === 'ReviewsSection_Reviews')?.variables).toEqual({
      category: 'laptop',
      brand: 'dell',
      path: 'xps-13-9350',
    });
    const comments = screen.getByRole('region', { name: 'Comments' });
    expect(reviews.compareDocumentPosition(comments) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('adds the laptop to the laptop compare list and counts it on the button', async () => {
    const user = userEvent.setup();
    renderLaptopRoute('/laptop/dell/xps-13-9350', loaded);
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(appStore.getState().compare.laptop).toEqual([{ company: 'dell', path: 'xps-13-9350' }]);
    expect(screen.getByRole('button', { name: 'Compare (1)' })).toBeInTheDocument();
  });
});
