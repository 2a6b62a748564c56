import styled from 'styled-components';
import type { AccentName } from '../theme/design-tokens';

/** The bar's drawn size in CSS pixels: fixed, so the server's HTML takes its final room and hydration moves nothing. */
export const PERCENTILE_BAR_WIDTH = 160;
export const PERCENTILE_BAR_HEIGHT = 14;
const TRACK_HEIGHT = 6;
const MARKER_WIDTH = 4;

/** Where a percentile (0..100, clamped) falls along the bar: proportional, 0 at its left end, the width at its right. */
export function percentileMarkerX(percentile: number): number {
  return (Math.min(100, Math.max(0, percentile)) / 100) * PERCENTILE_BAR_WIDTH;
}

/**
 * A percentile as a filled track with a marker: plain SVG, server-rendered, coloured from the theme. Decorative: the
 * sentence beside it says the same in words, so the drawing is hidden from assistive technology.
 */
export function PercentileBar({ percentile, accent }: { percentile: number; accent: AccentName }) {
  const x = percentileMarkerX(percentile);
  const trackY = (PERCENTILE_BAR_HEIGHT - TRACK_HEIGHT) / 2;
  return (
    <Drawing
      $accent={accent}
      width={PERCENTILE_BAR_WIDTH}
      height={PERCENTILE_BAR_HEIGHT}
      viewBox={`0 0 ${PERCENTILE_BAR_WIDTH} ${PERCENTILE_BAR_HEIGHT}`}
      aria-hidden="true"
      focusable="false"
      data-percentile={percentile}
    >
      <rect
        className="track"
        x={0}
        y={trackY}
        width={PERCENTILE_BAR_WIDTH}
        height={TRACK_HEIGHT}
        rx={TRACK_HEIGHT / 2}
      />
      <rect className="share" x={0} y={trackY} width={x} height={TRACK_HEIGHT} rx={TRACK_HEIGHT / 2} />
      <rect
        className="marker"
        // Centred on the position, kept whole inside the drawing at either end.
        x={Math.min(PERCENTILE_BAR_WIDTH - MARKER_WIDTH, Math.max(0, x - MARKER_WIDTH / 2))}
        y={0}
        width={MARKER_WIDTH}
        height={PERCENTILE_BAR_HEIGHT}
        rx={MARKER_WIDTH / 2}
      />
    </Drawing>
  );
}

const Drawing = styled.svg<{ $accent: AccentName }>`
  flex: 0 0 auto;
  display: block;
  .track {
    fill: ${({ theme }) => theme.colors.border};
  }
  .share {
    fill: ${({ theme, $accent }) => theme.accents[$accent].base};
    fill-opacity: 0.45;
  }
  .marker {
    fill: ${({ theme, $accent }) => theme.accents[$accent].text};
  }
`;
