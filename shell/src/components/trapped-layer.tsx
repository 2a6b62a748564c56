import { FocusTrap } from 'focus-trap-react';
import type { ReactElement, RefObject } from 'react';

// jsdom has no layout, so tabbable would think every element is hidden; browsers get the full check.
const DISPLAY_CHECK = process.env.NODE_ENV === 'test' ? 'none' : 'full';

interface TrappedLayerProps {
  /** Whether the trap holds focus; an overlay playing its exit animation is still mounted but inactive. */
  active?: boolean;
  /** Asked to close on Esc and on a press outside the layer (and outside `anchorRef`). */
  onClose: () => void;
  /** The toggle that opened the layer: pressing it toggles, so it is not "outside". */
  anchorRef?: RefObject<HTMLElement | null>;
  /** The element to focus first (the first focusable one when it gives none); `false` leaves focus to the caller. */
  initialFocus?: false | (() => HTMLElement | null | undefined);
  /** Whether a press outside closes the layer; dialogs with their own backdrop handle it themselves. */
  closeOnOutsidePress?: boolean;
  /** A single element that holds the focus while the layer is open. */
  children: ReactElement;
}

/**
 * Every overlay and dropdown of the shell: focus stays inside while it is open, Esc and an outside
 * press ask it to close, and on close focus returns to whatever had it before (the toggle, or a
 * remote's button that opened the account menu). Closing always goes through the caller's state so
 * the layer and its toggle never disagree about whether it is open.
 */
export function TrappedLayer({
  active = true,
  onClose,
  anchorRef,
  initialFocus,
  closeOnOutsidePress = true,
  children,
}: TrappedLayerProps) {
  const isOutside = (target: EventTarget | null) => !(target instanceof Node && anchorRef?.current?.contains(target));
  return (
    <FocusTrap
      active={active}
      focusTrapOptions={{
        initialFocus: initialFocus === false ? false : initialFocus ? () => initialFocus() ?? undefined : undefined,
        escapeDeactivates: () => {
          onClose();
          return false;
        },
        clickOutsideDeactivates: (event) => {
          if (closeOnOutsidePress && isOutside(event.target)) onClose();
          return false;
        },
        // Let the press through: a click on another header button should do what that button does.
        allowOutsideClick: true,
        returnFocusOnDeactivate: true,
        tabbableOptions: { displayCheck: DISPLAY_CHECK },
        fallbackFocus: () => document.body,
      }}
    >
      {children}
    </FocusTrap>
  );
}
