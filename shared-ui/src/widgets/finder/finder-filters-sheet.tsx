import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { outlinedPill, useScrollLock, windowLayer } from '@gadgets/shared-ui';
import { AccentButton } from '../accent-button/accent-button';
import { useModalFocus } from '../modal/use-modal-focus';
import { useSectionAccent } from '../section/section-descriptor';
import { countText } from './finder-numbers';
import { NARROW_SCREEN, WIDE_SCREEN } from './finder-screens';

interface FinderFiltersSheetProps {
  /** How many filters are set: the button reads 'Filters (2)'. */
  activeCount: number;
  /**
   * How many results the filters leave, for the sheet's closing button: 'Show 12 phones'. The last count stays while
   * the next one loads; before the first, the button reads 'Show phones'.
   */
  count: number | undefined;
  nouns: { one: string; many: string };
  /** The filters, rendered once: beside the results on a wide screen, in the sheet on a narrow one. */
  children: ReactNode;
}

/**
 * A finder's filters column. On a narrow screen the results come first: the filters wait behind a 'Filters (2)'
 * button and open in a sheet from the bottom (a modal dialog: focus kept inside, Esc or Close shuts it, the page behind
 * does not scroll) whose 'Show 12 phones' button closes it on the results. On a wide screen they stand beside the
 * results and the button and the sheet's frame are not drawn. CSS alone decides which, so the server's page is right.
 */
export function FinderFiltersSheet({ activeCount, count, nouns, children }: FinderFiltersSheetProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const sheetRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const accent = useSectionAccent(undefined);
  useModalFocus(sheetRef, open, close);
  useScrollLock(open);
  useClosedOnWideScreen(open, close);

  return (
    <>
      <Opener type="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
      </Opener>
      {open ? <Backdrop data-testid="filters-backdrop" onClick={close} /> : null}
      <Sheet
        ref={sheetRef}
        data-open={open}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-labelledby={open ? titleId : undefined}
        tabIndex={open ? -1 : undefined}
      >
        <SheetHeader>
          <h2 id={titleId}>Filters</h2>
          <CloseButton type="button" aria-label="Close filters" onClick={close}>
            ×
          </CloseButton>
        </SheetHeader>
        <SheetBody>{children}</SheetBody>
        <SheetFooter>
          <ShowButton type="button" $accent={accent} onClick={close}>
            {count === undefined ? `Show ${nouns.many}` : `Show ${countText(count, nouns.one, nouns.many)}`}
          </ShowButton>
        </SheetFooter>
      </Sheet>
    </>
  );
}

/** A sheet left open as the screen widens (a tablet turned) closes: the filters then stand beside the results. */
function useClosedOnWideScreen(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return undefined;
    const wide = window.matchMedia(WIDE_SCREEN);
    const onChange = () => {
      if (wide.matches) close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, close]);
}

const slideUp = keyframes`
  from { transform: translateY(100%); }
  to { transform: translateY(0); }
`;

const Opener = styled.button`
  justify-self: start;
  padding: 8px 18px;
  ${outlinedPill}
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  @media ${WIDE_SCREEN} {
    display: none;
  }
`;

const Backdrop = styled.div`
  ${windowLayer(80)}
  background: ${({ theme }) => theme.colors.backdrop};
  @media ${WIDE_SCREEN} {
    display: none;
  }
`;

const Sheet = styled.div`
  min-width: 0;
  @media ${NARROW_SCREEN} {
    &[data-open='false'] {
      display: none;
    }
    &[data-open='true'] {
      position: fixed;
      inset: auto 0 0;
      z-index: 81;
      display: flex;
      flex-direction: column;
      max-height: 88vh;
      border-radius: ${({ theme }) => `${theme.radius.large} ${theme.radius.large} 0 0`};
      background: ${({ theme }) => theme.colors.surface};
      color: ${({ theme }) => theme.colors.text};
      box-shadow: ${({ theme }) => theme.shadow.overlay};
      outline: none;
      animation: ${slideUp} 200ms ease-out;
      @media (prefers-reduced-motion: reduce) {
        animation: none;
      }
    }
  }
`;

const SheetHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 12px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  @media ${WIDE_SCREEN} {
    display: none;
  }
`;

const CloseButton = styled.button`
  width: 40px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
`;

const SheetBody = styled.div`
  @media ${NARROW_SCREEN} {
    flex: 1;
    min-height: 0;
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: 12px;
  }
`;

const SheetFooter = styled.div`
  padding: 12px 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  @media ${WIDE_SCREEN} {
    display: none;
  }
`;

const ShowButton = styled(AccentButton)`
  width: 100%;
`;
