import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../../theme/design-tokens';
import { BarRows } from '../bar-rows';

const widthOf = (rect: Element) => Number(rect.getAttribute('width'));

describe('BarRows', () => {
  it('draws every row on the longest row’s scale, stacked by series, with its numbers as text', () => {
    const { container } = render(
      <ThemeProvider theme={lightTheme}>
        <BarRows
          title="Repayment"
          series={['Principal', 'Interest']}
          rows={[
            { key: '1', label: 'Year 1', values: [300, 100], valueText: '300 + 100' },
            { key: '2', label: 'Year 2', values: [150, 50], valueText: '150 + 50' },
          ]}
        />
      </ThemeProvider>,
    );
    const bars = [...container.querySelectorAll('svg')];
    const widths = bars.map((bar) => [...bar.querySelectorAll('rect')].map((rect) => widthOf(rect)));
    expect(widths[0]).toEqual([450, 150]);
    expect(widths[1]).toEqual([225, 75]);
    expect(Number(bars[1]!.querySelectorAll('rect')[1]!.getAttribute('x'))).toBe(225);
    expect(screen.getByText('Year 2').parentElement).toHaveTextContent('Year 2150 + 50');
    expect(screen.getByText('Principal')).toBeInTheDocument();
  });
});
