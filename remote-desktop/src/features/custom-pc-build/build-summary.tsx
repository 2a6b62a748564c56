import type { BuildReport } from '@gadgets/pc-compatibility';
import styled from 'styled-components';
import { type BuildTotal, formatMoney } from './build-prices';
import { DESKTOP_SECTION } from '../../desktop-section';

/** "Total: $1,240.00", "Total: $1,240.00 for 5 of 8 parts" when some are unpriced, "No prices yet" for none. */
function totalText(total: BuildTotal): string {
  if (total.priced === 0) return 'No prices yet';
  const sum = `Total: ${formatMoney(total.cents, total.currency)}`;
  return total.unpriced > 0 ? `${sum} for ${total.priced} of ${total.priced + total.unpriced} parts` : sum;
}

/**
 * Always visible: the estimated wattage and the total price; 'No prices yet' while no chosen part has a price, and a
 * partial total says how many parts it leaves out.
 */
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
        {/* A total of nothing would read as free: without a single price there is no total to show. */}
        <strong>{totalText(total)}</strong>
        <small>
          Launch list prices and your own
          {total.priced > 0 && total.unpriced > 0
            ? `; ${total.unpriced} ${total.unpriced === 1 ? 'part' : 'parts'} unpriced`
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
