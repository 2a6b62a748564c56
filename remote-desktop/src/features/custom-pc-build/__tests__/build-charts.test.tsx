import { render, screen } from '@testing-library/react';
import { powerBudget } from '@gadgets/pc-compatibility';
import { lightTheme } from '@gadgets/shared-ui';
import { ThemeProvider } from 'styled-components';
import { am5Board, ddr5Kit, ryzen7700x } from '../../../testing/desktop-fixtures';
import { BuildCharts } from '../build-charts';
import { type BuildPart, engineInput } from '../build-part-fields';
import { buildTotal, type VisitorPrices } from '../build-prices';

const psuOf = (wattage: number): BuildPart => ({
  id: `psu-${wattage}`,
  category: 'PSU',
  manufacturer: 'Corsair',
  name: `Corsair ${wattage} W`,
  listPrice: null,
  specs: { wattage_w: wattage, form_factor: 'ATX' },
});

/** The viewBox is 600 wide: a length of 600 is the whole bar. */
const WIDTH = 600;

function renderCharts(parts: BuildPart[], visitorPrices: VisitorPrices = {}) {
  const { container } = render(
    <ThemeProvider theme={lightTheme}>
      <BuildCharts
        power={powerBudget(parts.map(engineInput))}
        parts={parts}
        visitorPrices={visitorPrices}
        total={buildTotal(parts, visitorPrices)}
      />
    </ThemeProvider>,
  );
  const chart = (title: string) => screen.getByText(title).closest('figure')!;
  const widths = (title: string) =>
    [...chart(title).querySelectorAll('rect[data-segment]')].map((rect) => [
      rect.getAttribute('data-segment'),
      Number(rect.getAttribute('width')),
    ]);
  return { container, chart, widths };
}

describe('the build charts', () => {
  it('draw each part’s watts against the supply’s rating, its line at the rating', () => {
    const { chart, widths } = renderCharts([ryzen7700x, am5Board, ddr5Kit, psuOf(650)]);
    // 105 + 50 + 2 x 5 = 165 W on a 650 W scale
    for (const [label, width] of widths('Estimated wattage by part')) {
      const watts = { CPU: 105, Motherboard: 50, Memory: 10 }[label as 'CPU'];
      expect(Math.abs((width as number) - (watts / 650) * WIDTH)).toBeLessThanOrEqual(1);
    }
    expect(Number(chart('Estimated wattage by part').querySelector('line')!.getAttribute('x1'))).toBe(WIDTH);
    expect(screen.getByRole('img', { name: /Estimated wattage by part/ })).toHaveAccessibleName(
      'Estimated wattage by part: CPU 105 W, Motherboard 50 W, Memory 10 W; total 165 W; Power supply rating 650 W',
    );
    expect(screen.getByText("The estimated 165 W is 25% of the power supply's 650 W rating.")).toBeInTheDocument();
  });

  it('warn in words and in red when the parts draw more than the supply is rated for', () => {
    const { chart } = renderCharts([ryzen7700x, am5Board, ddr5Kit, psuOf(150)]);
    const line = chart('Estimated wattage by part').querySelector('line')!;
    expect(Math.abs(Number(line.getAttribute('x1')) - (150 / 165) * WIDTH)).toBeLessThanOrEqual(1);
    expect(line.getAttribute('stroke')).toBe(lightTheme.colors.danger);
    expect(screen.getByText("Warning: the estimated 165 W is over the power supply's 150 W rating.")).toBeVisible();
  });

  it('share the total among the priced parts only, saying how many parts it covers', () => {
    const { widths } = renderCharts([ryzen7700x, am5Board, ddr5Kit], { [am5Board.id]: 120.5 });
    const cents = { CPU: 39900, Motherboard: 12050 };
    expect(widths('Price by part').map(([label]) => label)).toEqual(['CPU', 'Motherboard']);
    for (const [label, width] of widths('Price by part')) {
      expect(Math.abs((width as number) - (cents[label as 'CPU'] / 51950) * WIDTH)).toBeLessThanOrEqual(1);
    }
    expect(screen.getByRole('img', { name: /Price by part/ })).toHaveAccessibleName(
      'Price by part: CPU $399.00 (77%), Motherboard $120.50 (23%); total $519.50',
    );
    expect(screen.getByText('Shares of the total for 2 of 3 parts')).toBeInTheDocument();
  });

  it('are left out of an empty build', () => {
    const { container } = renderCharts([]);
    expect(container).toBeEmptyDOMElement();
  });
});
