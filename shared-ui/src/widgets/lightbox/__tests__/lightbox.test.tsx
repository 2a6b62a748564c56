import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { Lightbox, wrapIndex } from '../lightbox';

function Harness({ start = 0, onClose = () => undefined }: { start?: number; onClose?: () => void }) {
  const [index, setIndex] = useState(start);
  return (
    <Lightbox
      images={['/a.svg', '/b.svg', '/c.svg']}
      index={index}
      onIndexChange={setIndex}
      onClose={onClose}
      alt="Pixel 9"
    />
  );
}

describe('Lightbox', () => {
  it("counts 'Image {n} of {total}' and moves with the arrow buttons, wrapping around", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Pixel 9 images' })).toBeInTheDocument();
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByText('Image 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('src', '/c.svg');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
  });

  it('follows the arrow keys with wrap-around and closes on Escape', () => {
    const onClose = jest.fn();
    renderWithProviders(<Harness start={2} onClose={onClose} />);
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('jumps to an image from its dot', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Show image 3' }));
    expect(screen.getByText('Image 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show image 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('locks page scrolling while open and restores it after', () => {
    document.body.style.overflow = 'auto';
    const { unmount } = renderWithProviders(<Harness />);
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('closes from the close button and the backdrop', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithProviders(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByTestId('lightbox-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('wraps indexes in both directions', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(0, 0)).toBe(0);
  });
});
