import type { BuildReport } from '@gadgets/pc-compatibility';
import styled from 'styled-components';
import { type BuildTotal, formatMoney } from './build-prices';
import { DESKTOP_SECTION } from '../../desktop-section';

/** Always visible: the estimated wattage and the total price. */
export function BuildSummary({ report, total }: { report: BuildReport; total: BuildTotal }) {
  return (
    <Summary aria-label="Build summary">
      <p>
        <strong>Estimated wattage: {report.estimatedWattage} W</strong>
        {report.recommendedPsuWattage > 0 ? (
          <small>Power supply of {report.recommendedPsuWattage} W or more recommended (25% headroom)</small>
        ) : null}
      </p>
      <p>
        <strong>Total: {formatMoney(total.cents, total.currency)}</strong>
        <small>
          List prices at launch
          {total.unpriced > 0
            ? `; ${total.unpriced} ${total.unpriced === 1 ? 'part has' : 'parts have'} no price yet`
            : ''}
        </small>
      </p>
    </Summary>
  );
}

const Summary = styled.section`
  position: sticky;
  top: 8px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.accents[DESKTOP_SECTION.accent].soft};
  p {
    margin: 0;
    display: flex;
    flex-direction: column;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
