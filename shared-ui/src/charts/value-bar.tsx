import styled from 'styled-components';
import type { AccentName } from '@gadgets/shared-ui';
import { accentText } from '../widgets/accent-colors';

/** The drawing's own units: the bar is drawn in a fixed box, so the server's markup hydrates without moving. */
export const VALUE_BAR_WIDTH = 120;
const HEIGHT = 8;

interface ValueBarProps {
  /** The value's share of the longest bar, 0 to 1. */
  fraction: number;
  /** The best value's bar is drawn in the accent colour. */
  best: boolean;
  accent: AccentName;
}

/**
 * A horizontal bar as long as a value's share of the largest, on a faint track. Decorative: the value's own text
 * stands beside it, so screen readers read that and skip the drawing.
 */
export function ValueBar({ fraction, best, accent }: ValueBarProps) {
  const length = VALUE_BAR_WIDTH * Math.min(1, Math.max(0, fraction));
  return (
    <Bar
      viewBox={`0 0 ${VALUE_BAR_WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-best={best ? 'true' : undefined}
      $accent={accent}
    >
      <rect className="track" width={VALUE_BAR_WIDTH} height={HEIGHT} rx={HEIGHT / 2} />
      <rect className="value" width={length} height={HEIGHT} rx={HEIGHT / 2} />
    </Bar>
  );
}

const Bar = styled.svg<{ $accent: AccentName }>`
  display: block;
  width: 100%;
  max-width: ${VALUE_BAR_WIDTH}px;
  height: ${HEIGHT}px;
  margin-top: 6px;
  .track {
    fill: ${({ theme }) => theme.colors.border};
  }
  .value {
    fill: ${({ theme }) => theme.colors.textMuted};
  }
  &[data-best='true'] .value {
    fill: ${({ theme, $accent }) => accentText(theme, $accent)};
  }
`;
