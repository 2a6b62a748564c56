import { useState } from 'react';
import styled from 'styled-components';
import { outlinedPill, useMediaUrl } from '@gadgets/shared-ui';
import { Lightbox, wrapIndex } from '@gadgets/shared-ui/widgets';
import { BIKE_SECTION } from '../../bike-section';

/** The picture box's shape (4:3), also given to the image so its space is known before it loads. */
const STAGE_WIDTH = 640;
const STAGE_HEIGHT = 480;

/**
 * The summary card's pictures: previous/next (wrapping), dots, 'n / total', thumbnails, and an enlarge button opening the
 * full-screen viewer (arrow keys, Escape, page scroll locked). A picture that fails to load reads 'Image not available'.
 */
export function BikeImageCarousel({ images, name }: { images: readonly string[]; name: string }) {
  const mediaUrl = useMediaUrl();
  const urls = images.map((image) => mediaUrl(image)).filter((url): url is string => Boolean(url));
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const [broken, setBroken] = useState<Record<number, boolean>>({});
  const total = urls.length;
  const current = wrapIndex(index, total);

  if (total === 0) {
    return (
      <Stage role="img" aria-label={`${name}: no image`}>
        <Emoji aria-hidden="true">{BIKE_SECTION.placeholder}</Emoji>
      </Stage>
    );
  }
  return (
    <div>
      <Stage>
        {broken[current] ? (
          <Missing>Image not available</Missing>
        ) : (
          // The picture heads the page and is its largest paint: fetched first, in a box sized before it loads.
          <img
            src={urls[current]}
            alt={`${name}, image ${current + 1}`}
            width={STAGE_WIDTH}
            height={STAGE_HEIGHT}
            fetchPriority="high"
            onError={() => setBroken((state) => ({ ...state, [current]: true }))}
          />
        )}
        <Enlarge type="button" onClick={() => setViewerOpen(true)} aria-label="Enlarge image">
          ⤢
        </Enlarge>
      </Stage>
      {total > 1 ? (
        <Controls>
          <button type="button" aria-label="Previous image" onClick={() => setIndex(wrapIndex(current - 1, total))}>
            ‹
          </button>
          <Dots>
            {urls.map((url, dot) => (
              <Dot
                key={url}
                type="button"
                aria-label={`Show image ${dot + 1}`}
                aria-current={dot === current}
                $active={dot === current}
                onClick={() => setIndex(dot)}
              />
            ))}
          </Dots>
          <span aria-live="polite">
            {current + 1} / {total}
          </span>
          <button type="button" aria-label="Next image" onClick={() => setIndex(wrapIndex(current + 1, total))}>
            ›
          </button>
        </Controls>
      ) : null}
      {total > 1 ? (
        <Thumbnails aria-label="Thumbnails">
          {urls.map((url, thumb) => (
            <li key={url}>
              <button
                type="button"
                aria-label={`Image ${thumb + 1}`}
                aria-current={thumb === current}
                onClick={() => setIndex(thumb)}
              >
                <img src={url} alt="" width={55} height={55} loading="lazy" />
              </button>
            </li>
          ))}
        </Thumbnails>
      ) : null}
      {viewerOpen ? (
        <Lightbox
          images={urls}
          index={current}
          onIndexChange={setIndex}
          onClose={() => setViewerOpen(false)}
          alt={name}
        />
      ) : null}
    </div>
  );
}

const Stage = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: ${STAGE_WIDTH} / ${STAGE_HEIGHT};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Emoji = styled.span`
  font-size: 4rem;
`;

const Missing = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

const Enlarge = styled.button`
  position: absolute;
  right: 8px;
  bottom: 8px;
  padding: 4px 10px;
  ${outlinedPill}
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin-top: 8px;
  button {
    border: none;
    background: none;
    color: inherit;
    font-size: 1.4rem;
    cursor: pointer;
  }
`;

const Dots = styled.div`
  display: flex;
  gap: 6px;
`;

const Dot = styled.button<{ $active: boolean }>`
  && {
    width: 10px;
    height: 10px;
    padding: 0;
    border-radius: 50%;
    font-size: 0;
  }
  background: ${({ theme, $active }) => ($active ? theme.accents[BIKE_SECTION.accent].base : theme.colors.border)} !important;
`;

const Thumbnails = styled.ul`
  display: flex;
  gap: 8px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
  button {
    padding: 2px;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radius.small};
    background: none;
    cursor: pointer;
  }
  button[aria-current='true'] {
    border-color: ${({ theme }) => theme.accents[BIKE_SECTION.accent].base};
  }
  img {
    display: block;
    object-fit: contain;
  }
`;
