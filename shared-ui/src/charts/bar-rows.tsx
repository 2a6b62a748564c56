import type { ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { Legend, Swatch } from './stacked-bar';
import { CHART_WIDTH, lengthOf, seriesColour } from './series-colours';

export interface BarRow {
  key: string;
  /** The row's name: text or a link. */
  label: ReactNode;
  /** One value per series, stacked left to right. */
  values: readonly number[];
  /** The row's numbers as people read them ('182 hp per tonne'): the chart's text, beside its bar. */
  valueText: string;
}

export interface BarRowsProps {
  title: string;
  /** The series' names, shown as a legend when there are several. */
  series: readonly string[];
  rows: readonly BarRow[];
}

const BAR_HEIGHT = 14;

/**
 * Horizontal bars, one per row, all on the longest row's scale; each row's label and numbers are text above its bar,
 * so the bars themselves are hidden from screen readers. Every row has the same fixed height.
 */
export function BarRows({ title, series, rows }: BarRowsProps) {
  const theme = useTheme();
  const max = Math.max(0, ...rows.map((row) => row.values.reduce((sum, value) => sum + value, 0)));
  return (
    <Figure>
      <figcaption>{title}</figcaption>
      {series.length > 1 ? (
        <Legend>
          {series.map((name, index) => (
            <li key={name}>
              <Swatch aria-hidden="true" style={{ background: seriesColour(theme, index) }} />
              {name}
            </li>
          ))}
        </Legend>
      ) : null}
      <Rows>
        {rows.map((row) => {
          let start = 0;
          return (
            <li key={row.key}>
              <RowText>
                <span>{row.label}</span>
                <span>{row.valueText}</span>
              </RowText>
              <svg
                aria-hidden="true"
                viewBox={`0 0 ${CHART_WIDTH} ${BAR_HEIGHT}`}
                preserveAspectRatio="none"
                width="100%"
                height={BAR_HEIGHT}
              >
                {row.values.map((value, index) => {
                  const x = lengthOf(start, max);
                  start += value;
                  return (
                    <rect
                      key={series[index] ?? index}
                      data-series={series[index]}
                      x={x}
                      y={0}
                      width={Math.round((lengthOf(start, max) - x) * 100) / 100}
                      height={BAR_HEIGHT}
                      fill={seriesColour(theme, index)}
                    />
                  );
                })}
              </svg>
            </li>
          );
        })}
      </Rows>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  figcaption {
    font-weight: 600;
  }
  svg {
    display: block;
  }
`;

const Rows = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
`;

const RowText = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0 12px;
  font-size: 0.9rem;
  line-height: 1.4;
  span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;
