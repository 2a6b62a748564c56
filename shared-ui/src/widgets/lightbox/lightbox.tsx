import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import type { AccentName } from '@gadgets/shared-ui';
import { useScrollLock, windowLayer } from '@gadgets/shared-ui';
import { useSectionAccent } from '../section/section-descriptor';

interface LightboxProps {
  /** Already resolved image URLs. */
  images: string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Describes the images, e.g. the model name. */
  alt: string;
  accent?: AccentName;
}

/** Spec rule: previous and next wrap around. */
export const wrapIndex = (index: number, total: number) => (total === 0 ? 0 : ((index % total) + total) % total);

/** Full-screen image viewer: arrows, dots, 'Image {n} of {total}', arrow keys and Esc, page scroll locked. */
export function Lightbox({ images, index, onIndexChange, onClose, alt, accent: givenAccent }: LightboxProps) {
  const accent = useSectionAccent(givenAccent);
  const total = images.length;
  const current = wrapIndex(index, total);
  const dialogRef = useRef<HTMLDivElement>(null);
  useScrollLock(true);

  // The latest callbacks, so the key listener is added once and never reads stale props.
  const latest = useRef({ current, total, onIndexChange, onClose });
  latest.current = { current, total, onIndexChange, onClose };

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      const state = latest.current;
      if (event.key === 'Escape') state.onClose();
      else if (event.key === 'ArrowLeft') state.onIndexChange(wrapIndex(state.current - 1, state.total));
      else if (event.key === 'ArrowRight') state.onIndexChange(wrapIndex(state.current + 1, state.total));
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previouslyFocused?.focus?.();
    };
  }, []);

  if (total === 0) return null;
  const go = (next: number) => onIndexChange(wrapIndex(next, total));

  return createPortal(
    <Backdrop onClick={onClose} data-testid="lightbox-backdrop">
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={`${alt} images`}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
        $accent={accent}
      >
        <CloseButton type="button" aria-label="Close" onClick={onClose}>
          ×
        </CloseButton>
        <Stage>
          {/* One image has nowhere to go: no arrows or dots that do nothing. */}
          {total > 1 ? (
            <Arrow type="button" aria-label="Previous image" onClick={() => go(current - 1)}>
              ‹
            </Arrow>
          ) : null}
          <img src={images[current]} alt={`${alt}, image ${current + 1}`} />
          {total > 1 ? (
            <Arrow type="button" aria-label="Next image" onClick={() => go(current + 1)}>
              ›
            </Arrow>
          ) : null}
        </Stage>
        <Counter aria-live="polite">
          Image {current + 1} of {total}
        </Counter>
        <Dots hidden={total <= 1}>
          {(total > 1 ? images : []).map((image, dotIndex) => (
            <button
              key={`${image}-${dotIndex}`}
              type="button"
              aria-label={`Show image ${dotIndex + 1}`}
              aria-current={dotIndex === current ? 'true' : undefined}
              onClick={() => go(dotIndex)}
            />
          ))}
        </Dots>
      </Dialog>
    </Backdrop>,
    document.body,
  );
}

const Backdrop = styled.div`
  ${windowLayer(1000)}
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: ${({ theme }) => theme.colors.backdrop};
  backdrop-filter: blur(4px);
`;

const Dialog = styled.div<{ $accent: AccentName }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  width: min(920px, 100%);
  padding: 24px 16px 20px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  outline: none;
  font-family: ${({ theme }) => theme.font.body};
  button[aria-current='true'] {
    background: ${({ theme, $accent }) => theme.accents[$accent].base};
  }
`;

const Stage = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  width: 100%;
  img {
    flex: 1;
    min-width: 0;
    max-height: 70vh;
    object-fit: contain;
  }
`;

const Arrow = styled.button`
  flex: 0 0 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.6rem;
  line-height: 1;
  cursor: pointer;
`;

const CloseButton = styled(Arrow)`
  position: absolute;
  top: 10px;
  right: 10px;
  width: 40px;
  height: 40px;
`;

const Counter = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Dots = styled.div`
  display: flex;
  gap: 8px;
  button {
    width: 10px;
    height: 10px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.border};
    cursor: pointer;
  }
`;
