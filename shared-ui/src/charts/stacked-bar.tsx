import styled, { useTheme } from 'styled-components';
import { CHART_WIDTH, lengthOf, seriesColour } from './series-colours';

export interface ChartSegment {
  label: string;
  value: number;
}

export interface StackedBarProps {
  /** The chart's name, shown above it and read first by a screen reader. */
  title: string;
  segments: readonly ChartSegment[];
  /** '65 W', '$699.00'. */
  format: (value: number) => string;
  /** A limit drawn as a line across the bar (a power supply's rating); a total above it turns the line red. */
  marker?: { value: number; label: string };
  /** Each segment's share of the total beside its value in the legend. */
  showShares?: boolean;
}

const BAR_TOP = 6;
const BAR_HEIGHT = 24;
const HEIGHT = BAR_TOP * 2 + BAR_HEIGHT;

const shareOf = (value: number, total: number) => (total > 0 ? `${Math.round((value / total) * 100)}%` : '0%');

/**
 * One horizontal bar split into its parts, with a legend giving each part's value (and share). The bar's height is
 * fixed and its width follows its box, so it takes the same room before and after hydration and at any width.
 */
export function StackedBar({ title, segments, format, marker, showShares = false }: StackedBarProps) {
  const theme = useTheme();
  const total = segments.reduce((sum, segment) => sum + segment.value, 0);
  const scale = Math.max(total, marker?.value ?? 0);
  const over = marker !== undefined && total > marker.value;
  const described = segments.map(
    (segment) => `${segment.label} ${format(segment.value)}${showShares ? ` (${shareOf(segment.value, total)})` : ''}`,
  );
  let start = 0;
  return (
    <Figure>
      <figcaption>{title}</figcaption>
      <svg
        role="img"
        aria-label={`${title}: ${described.join(', ')}; total ${format(total)}${marker ? `; ${marker.label} ${format(marker.value)}` : ''}`}
        viewBox={`0 0 ${CHART_WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
      >
        <rect x={0} y={BAR_TOP} width={CHART_WIDTH} height={BAR_HEIGHT} fill={theme.colors.surfaceRaised} />
        {segments.map((segment, index) => {
          const x = lengthOf(start, scale);
          start += segment.value;
          return (
            <rect
              key={segment.label}
              data-segment={segment.label}
              x={x}
              y={BAR_TOP}
              width={Math.round((lengthOf(start, scale) - x) * 100) / 100}
              height={BAR_HEIGHT}
              fill={seriesColour(theme, index)}
            />
          );
        })}
        {marker ? (
          <line
            data-marker={marker.label}
            x1={lengthOf(marker.value, scale)}
            x2={lengthOf(marker.value, scale)}
            y1={0}
            y2={HEIGHT}
            stroke={over ? theme.colors.danger : theme.colors.text}
            strokeWidth={3}
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
      </svg>
      <Legend>
        {segments.map((segment, index) => (
          <li key={segment.label}>
            <Swatch aria-hidden="true" style={{ background: seriesColour(theme, index) }} />
            {segment.label} <strong>{format(segment.value)}</strong>
            {showShares ? ` (${shareOf(segment.value, total)})` : ''}
          </li>
        ))}
        {marker ? (
          <li>
            <MarkerSwatch aria-hidden="true" $over={over} />
            {marker.label} <strong>{format(marker.value)}</strong>
          </li>
        ) : null}
      </Legend>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  figcaption {
    font-weight: 600;
    margin-bottom: 4px;
  }
  svg {
    display: block;
  }
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  margin: 6px 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.85rem;
  li {
    display: flex;
    align-items: center;
    gap: 4px;
  }
`;

export const Swatch = styled.span`
  display: inline-block;
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 2px;
`;

const MarkerSwatch = styled.span<{ $over: boolean }>`
  display: inline-block;
  flex: none;
  width: 3px;
  height: 12px;
  background: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.text)};
`;
