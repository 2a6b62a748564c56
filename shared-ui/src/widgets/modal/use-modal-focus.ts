import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** The controls Tab reaches inside `layer`, in order (a disabled one is skipped). */
const focusableIn = (layer: HTMLElement) =>
  Array.from(layer.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.matches(':disabled'));

/**
 * While `open`, a modal layer keeps the focus: it takes it on opening, Tab and Shift+Tab wrap around inside it, focus
 * that lands outside (a click behind it) comes back, and Esc asks it to close. On closing, focus returns to what had
 * it before (the button that opened it).
 */
export function useModalFocus(layerRef: RefObject<HTMLElement | null>, open: boolean, onClose: () => void) {
  // The latest onClose, so the listeners are added once per opening and never call a stale one.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const layer = layerRef.current;
    if (!open || !layer) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    layer.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(layer);
      const first = focusable[0];
      const last = focusable.at(-1);
      const active = document.activeElement;
      if (!first || !last) event.preventDefault();
      else if (event.shiftKey && (active === first || active === layer)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !layer.contains(event.target)) layer.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      opener?.focus();
    };
  }, [layerRef, open]);
}
