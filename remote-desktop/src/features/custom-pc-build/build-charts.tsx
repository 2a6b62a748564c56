import { CATEGORY_LABELS, POWER_DRAW_LABELS, type PowerBudget, toPartCategory } from '@gadgets/pc-compatibility';
import { type ChartSegment, StackedBar } from '@gadgets/shared-ui/widgets';
import styled from 'styled-components';
import type { BuildPart } from './build-part-fields';
import { type BuildTotal, formatMoney, priceCentsOf, type VisitorPrices } from './build-prices';
import { BuilderPanel } from './builder-panel';

const watts = (value: number) => `${value} W`;

/** Each slot's share of the total, in cents: only parts with a price, memory kits and drives summed per slot. */
export function priceSegments(parts: readonly BuildPart[], visitorPrices: VisitorPrices): ChartSegment[] {
  const bySlot = new Map<string, number>();
  for (const part of parts) {
    const cents = priceCentsOf(part, visitorPrices);
    if (cents === null) continue;
    const category = toPartCategory(part.category);
    const label = category ? CATEGORY_LABELS[category] : part.category;
    bySlot.set(label, (bySlot.get(label) ?? 0) + cents);
  }
  return [...bySlot].map(([label, value]) => ({ label, value }));
}

interface BuildChartsProps {
  power: PowerBudget;
  parts: readonly BuildPart[];
  visitorPrices: VisitorPrices;
  total: BuildTotal;
}

/** Where the watts and the money go: the estimated draw part by part against the supply, and the price by slot. */
export function BuildCharts({ power, parts, visitorPrices, total }: BuildChartsProps) {
  if (power.draws.length === 0 && total.priced === 0) return null;
  const draw = power.draws.reduce((sum, part) => sum + part.watts, 0);
  const over = power.psuWattage !== null && draw > power.psuWattage;
  return (
    <Panel aria-labelledby="build-charts-heading">
      <h2 id="build-charts-heading">Power and price</h2>
      {power.draws.length > 0 ? (
        <div>
          <StackedBar
            title="Estimated wattage by part"
            segments={power.draws.map((part) => ({ label: POWER_DRAW_LABELS[part.part], value: part.watts }))}
            format={watts}
            marker={power.psuWattage === null ? undefined : { value: power.psuWattage, label: 'Power supply rating' }}
          />
          {power.psuWattage === null ? null : (
            <PowerNote $over={over}>
              {over
                ? `Warning: the estimated ${draw} W is over the power supply's ${power.psuWattage} W rating.`
                : `The estimated ${draw} W is ${Math.round((draw / power.psuWattage) * 100)}% of the power supply's ${power.psuWattage} W rating.`}
            </PowerNote>
          )}
        </div>
      ) : null}
      {total.priced > 0 ? (
        <div>
          <StackedBar
            title="Price by part"
            segments={priceSegments(parts, visitorPrices)}
            format={(cents) => formatMoney(cents, total.currency)}
            showShares
          />
          {total.unpriced > 0 ? (
            <small>
              Shares of the total for {total.priced} of {total.priced + total.unpriced} parts
            </small>
          ) : null}
        </div>
      ) : null}
    </Panel>
  );
}

const Panel = styled(BuilderPanel)`
  display: flex;
  flex-direction: column;
  gap: 16px;
  h2 {
    margin: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const PowerNote = styled.p<{ $over: boolean }>`
  margin: 6px 0 0;
  font-size: 0.85rem;
  font-weight: ${({ $over }) => ($over ? 700 : 400)};
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
`;
