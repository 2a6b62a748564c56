import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from '@gadgets/shared-ui';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { DeviceSummaryCard, type DeviceSummaryCardProps } from '../device-summary-card';

const props: DeviceSummaryCardProps = {
  title: 'Pixel 9 Pro',
  released: '2024-09-09',
  colors: ['Obsidian', 'black'],
  likes: 4,
  dislikes: 1,
  images: ['/media/phones/a.svg', '/media/phones/b.svg'],
  company: 'Google',
  path: 'pixel-9-pro',
  section: 'mobile',
  compareHref: '/mobile/compare_mobile_models',
};

describe('DeviceSummaryCard', () => {
  it("shows the title, 'Released:' value and colour swatches", () => {
    renderWithProviders(<DeviceSummaryCard {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pixel 9 Pro' })).toBeInTheDocument();
    expect(screen.getByText('Released:').parentElement).toHaveTextContent('Released: 2024-09-09');
    expect(screen.getByRole('list', { name: 'Colors' })).toHaveTextContent('Obsidian');
    expect(screen.getByTestId('like-count')).toHaveTextContent('4');
    expect(screen.getByTestId('dislike-count')).toHaveTextContent('1');
  });

  it("reads 'Compare' with an empty list and 'Compare ({n})' once the list has items", async () => {
    const user = userEvent.setup();
    renderWithProviders(<DeviceSummaryCard {...props} />);
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(screen.getByRole('button', { name: 'Compare (1)' })).toBeInTheDocument();
    expect(appStore.getState().compare.mobile).toEqual([{ company: 'google', path: 'pixel-9-pro' }]);
    expect(screen.getByRole('status')).toHaveTextContent('Pixel 9 Pro was added to your compare list.');
    await user.click(screen.getByRole('button', { name: 'Compare (1)' }));
    expect(screen.getByRole('status')).toHaveTextContent('already in your compare list');
    expect(appStore.getState().compare.mobile).toHaveLength(1);
  });

  it('refuses a fourth model', async () => {
    const user = userEvent.setup();
    act(() => {
      for (const path of ['a', 'b', 'c']) appStore.getState().addToCompare('mobile', { company: 'samsung', path });
    });
    renderWithProviders(<DeviceSummaryCard {...props} />);
    await user.click(screen.getByRole('button', { name: 'Compare (3)' }));
    expect(screen.getByRole('status')).toHaveTextContent('you can compare up to 3 models');
    expect(appStore.getState().compare.mobile).toHaveLength(3);
  });

  it('hides the like/dislike/compare group when company or path is missing', () => {
    renderWithProviders(<DeviceSummaryCard {...props} path={undefined} />);
    expect(screen.queryByRole('button', { name: /Compare/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Like/ })).not.toBeInTheDocument();
  });

  it('opens the clicked image in the lightbox', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DeviceSummaryCard {...props} />);
    await user.click(screen.getByRole('button', { name: 'Select image 2' }));
    expect(screen.getByRole('button', { name: 'Select image 2' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Enlarge image' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Image 2 of 2');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a placeholder when there is no image', () => {
    renderWithProviders(<DeviceSummaryCard {...props} images={[]} />);
    expect(screen.getByRole('img', { name: 'No image of Pixel 9 Pro' })).toBeInTheDocument();
  });

  it('fetches the main picture first, with its size given; thumbnails wait until they are on screen', () => {
    renderWithProviders(<DeviceSummaryCard {...props} />);
    const main = screen.getByRole('img', { name: 'Pixel 9 Pro' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).not.toHaveAttribute('loading', 'lazy');
    expect(main).toHaveAttribute('width');
    expect(main).toHaveAttribute('height');
    for (const thumbnail of screen
      .getAllByRole('button', { name: /Select image/ })
      .map((button) => button.querySelector('img')!)) {
      expect(thumbnail).toHaveAttribute('loading', 'lazy');
      expect(thumbnail).toHaveAttribute('width', '55');
      expect(thumbnail).toHaveAttribute('height', '55');
    }
  });

  it('draws the picture in a box of one fixed height, with a picture, without one, or before it loads', () => {
    const { unmount } = renderWithProviders(<DeviceSummaryCard {...props} />);
    const stage = getComputedStyle(screen.getByRole('button', { name: 'Enlarge image' })).height;
    const picture = getComputedStyle(screen.getByRole('img', { name: 'Pixel 9 Pro' }));
    expect([picture.width, picture.height, picture.objectFit]).toEqual(['100%', '100%', 'contain']);
    unmount();
    renderWithProviders(<DeviceSummaryCard {...props} images={[]} />);
    const placeholder = getComputedStyle(screen.getByRole('img', { name: 'No image of Pixel 9 Pro' })).height;
    expect(stage).toMatch(/^\d+px$/);
    expect(placeholder).toBe(stage);
  });
});
