import styled from 'styled-components';

/** A histogram's bars: bar i counts the values from min + i·bucketWidth up to the next bar's start. */
export interface HistogramBarsData {
  min: number;
  bucketWidth: number;
  counts: readonly number[];
}

/** The drawing's height in pixels: fixed, so the page does not move when it renders or the counts change. */
export const HISTOGRAM_HEIGHT = 48;
/** Units of the drawing per bar (the SVG stretches to its box's width). */
const BAR_WIDTH = 10;
const BAR_GAP = 1;

/** A bar's height: proportional to its count, at least a pixel for a count above zero so it never looks empty. */
function barHeight(count: number, peak: number): number {
  if (count <= 0 || peak <= 0) return 0;
  return Math.max(1, Math.round((count / peak) * HISTOGRAM_HEIGHT * 10) / 10);
}

/** Whether bar `place` holds values within [from, to] (a bar reaching into the range counts). */
export function barInRange(bars: HistogramBarsData, place: number, from: number, to: number): boolean {
  const start = bars.min + place * bars.bucketWidth;
  return start <= to && start + bars.bucketWidth > from;
}

/**
 * A range's histogram as plain SVG (drawn on the server, the same on the client): one bar per bucket, those within the
 * chosen range [from, to] highlighted. `label` is its text alternative (a summary of what it shows).
 */
export function RangeHistogram({
  bars,
  from,
  to,
  label,
}: {
  bars: HistogramBarsData;
  from: number;
  to: number;
  label: string;
}) {
  const peak = Math.max(0, ...bars.counts);
  return (
    <Svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${bars.counts.length * BAR_WIDTH} ${HISTOGRAM_HEIGHT}`}
      preserveAspectRatio="none"
      width="100%"
      height={HISTOGRAM_HEIGHT}
      data-histogram
    >
      {bars.counts.map((count, place) => {
        const height = barHeight(count, peak);
        return (
          <rect
            key={place}
            x={place * BAR_WIDTH}
            y={HISTOGRAM_HEIGHT - height}
            width={BAR_WIDTH - BAR_GAP}
            height={height}
            data-chosen={barInRange(bars, place, from, to) ? '' : undefined}
          />
        );
      })}
    </Svg>
  );
}

const Svg = styled.svg`
  display: block;
  height: ${HISTOGRAM_HEIGHT}px;
  rect {
    fill: ${({ theme }) => theme.colors.border};
  }
  rect[data-chosen] {
    fill: ${({ theme }) => theme.series[0]};
  }
`;
