import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { darkTheme, lightTheme } from '../../theme/design-tokens';
import { StackedBar } from '../stacked-bar';
import { CHART_WIDTH } from '../series-colours';

const watts = (value: number) => `${value} W`;
const renderIn = (ui: ReactElement, theme = lightTheme) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
const number = (element: Element, name: string) => Number(element.getAttribute(name));

const draws = [
  { label: 'CPU', value: 125 },
  { label: 'Video Card', value: 575 },
  { label: 'Memory', value: 10 },
];

describe('StackedBar', () => {
  it('draws each part as long as its share of the scale, side by side, with the limit line at its value', () => {
    const { container } = renderIn(
      <StackedBar title="Power" segments={draws} format={watts} marker={{ value: 850, label: 'Power supply' }} />,
    );
    const rects = [...container.querySelectorAll('rect[data-segment]')];
    expect(rects.map((rect) => rect.getAttribute('data-segment'))).toEqual(['CPU', 'Video Card', 'Memory']);
    let x = 0;
    rects.forEach((rect, index) => {
      expect(Math.abs(number(rect, 'x') - x)).toBeLessThanOrEqual(1);
      expect(Math.abs(number(rect, 'width') - (draws[index]!.value / 850) * CHART_WIDTH)).toBeLessThanOrEqual(1);
      x += number(rect, 'width');
    });
    const line = container.querySelector('line[data-marker]')!;
    expect(number(line, 'x1')).toBe(CHART_WIDTH);
    expect(line.getAttribute('stroke')).toBe(lightTheme.colors.text);
  });

  it('turns the limit line red and puts it inside the bar when the parts add up to more', () => {
    const { container } = renderIn(
      <StackedBar title="Power" segments={draws} format={watts} marker={{ value: 650, label: 'Power supply' }} />,
      darkTheme,
    );
    const line = container.querySelector('line[data-marker]')!;
    expect(Math.abs(number(line, 'x1') - (650 / 710) * CHART_WIDTH)).toBeLessThanOrEqual(1);
    expect(line.getAttribute('stroke')).toBe(darkTheme.colors.danger);
  });

  it('says every number in its accessible name and its legend', () => {
    renderIn(<StackedBar title="Price" segments={draws} format={watts} showShares />);
    expect(screen.getByRole('img', { name: /Price/ })).toHaveAccessibleName(
      'Price: CPU 125 W (18%), Video Card 575 W (81%), Memory 10 W (1%); total 710 W',
    );
    const legend = screen.getByRole('list');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['CPU 125 W (18%)', 'Video Card 575 W (81%)', 'Memory 10 W (1%)']);
  });
});
