import { useState } from 'react';
import styled from 'styled-components';
import { useMediaUrl } from '@gadgets/shared-ui';

interface DeviceImageProps {
  src: string | null | undefined;
  size: number;
}

/**
 * A result's picture. No image: a phone drawing; an image that fails to load: a blank placeholder. Decorative, since the name beside it says what it is.
 */
export function DeviceImage({ src, size }: DeviceImageProps) {
  const mediaUrl = useMediaUrl();
  const [failed, setFailed] = useState(false);
  const url = mediaUrl(src);
  if (!url) return <PhoneDrawing size={size} />;
  if (failed) return <Blank $size={size} data-testid="image-placeholder" />;
  return (
    <Picture src={url} alt="" width={size} height={size} loading="lazy" onError={() => setFailed(true)} $size={size} />
  );
}

function PhoneDrawing({ size }: { size: number }) {
  return (
    <Blank $size={size} data-testid="phone-drawing">
      <svg viewBox="0 0 24 24" width={size * 0.6} height={size * 0.6} aria-hidden="true" focusable="false">
        <rect x="6" y="2" width="12" height="20" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <line x1="10.5" y1="18.5" x2="13.5" y2="18.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </Blank>
  );
}

const Blank = styled.span<{ $size: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Picture = styled.img<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;
