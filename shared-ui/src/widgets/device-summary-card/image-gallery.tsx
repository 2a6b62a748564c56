import { useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { AccentName } from '@gadgets/shared-ui';
import { Lightbox } from '../lightbox/lightbox';

interface ImageGalleryProps {
  /** Already resolved image URLs. */
  images: string[];
  alt: string;
  accent: AccentName;
  /** Shown when there is no image or it fails to load. */
  placeholder: ReactNode;
}

/** The main image's box: fixed, so the card keeps its height whatever the picture's shape and however late it loads. */
const STAGE_HEIGHT = 320;

/**
 * A main image with a thumbnail column (hidden on small screens); clicking the image enlarges it.
 * The main image heads a model page and is usually its largest paint, so it is fetched first.
 */
export function ImageGallery({ images, alt, accent, placeholder }: ImageGalleryProps) {
  const [selected, setSelected] = useState(0);
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const [broken, setBroken] = useState<Record<string, boolean>>({});
  const current = images[selected];

  return (
    <Gallery>
      {/* A single image needs no strip to choose from. */}
      {images.length > 1 ? (
        <Thumbnails aria-label="Thumbnails">
          {images.map((image, index) => (
            <Thumbnail
              key={`${image}-${index}`}
              type="button"
              aria-label={`Select image ${index + 1}`}
              aria-pressed={index === selected}
              $accent={accent}
              onClick={() => setSelected(index)}
            >
              <img src={image} alt="" width={55} height={55} loading="lazy" />
            </Thumbnail>
          ))}
        </Thumbnails>
      ) : null}
      {current && !broken[current] ? (
        <MainImage type="button" aria-label="Enlarge image" onClick={() => setLightboxIndex(selected)}>
          <img
            src={current}
            alt={alt}
            width={STAGE_HEIGHT}
            height={STAGE_HEIGHT}
            fetchPriority="high"
            onError={() => setBroken((state) => ({ ...state, [current]: true }))}
          />
        </MainImage>
      ) : (
        <Placeholder role="img" aria-label={`No image of ${alt}`}>
          {placeholder}
        </Placeholder>
      )}
      {lightboxIndex !== null ? (
        <Lightbox
          images={images}
          index={lightboxIndex}
          onIndexChange={setLightboxIndex}
          onClose={() => setLightboxIndex(null)}
          alt={alt}
          accent={accent}
        />
      ) : null}
    </Gallery>
  );
}

const Gallery = styled.div`
  display: flex;
  gap: 12px;
  min-width: 0;
`;

const Thumbnails = styled.div`
  display: flex;
  flex: 0 0 75px;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  max-height: ${STAGE_HEIGHT}px;
  overflow-y: auto;
  @media (max-width: 640px) {
    display: none;
  }
`;

const Thumbnail = styled.button<{ $accent: AccentName }>`
  width: 55px;
  height: 55px;
  flex: 0 0 55px;
  padding: 2px;
  border-radius: ${({ theme }) => theme.radius.small};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  cursor: pointer;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme, $accent }) => theme.accents[$accent].base};
  }
`;

/** The stage the picture (or its placeholder) stands on: the same box either way, so nothing moves when it loads. */
const stage = css`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${STAGE_HEIGHT}px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const MainImage = styled.button`
  ${stage}
  min-width: 0;
  padding: 12px;
  border: 0;
  cursor: zoom-in;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Placeholder = styled.div`
  ${stage}
  font-size: 4rem;
`;
