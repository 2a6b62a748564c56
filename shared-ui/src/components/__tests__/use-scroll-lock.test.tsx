import { render } from '@testing-library/react';
import { useScrollLock } from '../use-scroll-lock';

function Overlay({ open }: { open: boolean }) {
  useScrollLock(open);
  return null;
}

describe('useScrollLock', () => {
  beforeEach(() => {
    document.body.style.overflow = 'auto';
  });

  it('locks the page while open and gives back the page’s own overflow after', () => {
    const view = render(<Overlay open />);
    expect(document.body.style.overflow).toBe('hidden');
    view.rerender(<Overlay open={false} />);
    expect(document.body.style.overflow).toBe('auto');
  });

  it('keeps the page locked until the last of two nested overlays closes, whatever the order', () => {
    const search = render(<Overlay open />);
    const lightbox = render(<Overlay open />);
    search.unmount();
    expect(document.body.style.overflow).toBe('hidden');
    lightbox.unmount();
    expect(document.body.style.overflow).toBe('auto');
  });
});
