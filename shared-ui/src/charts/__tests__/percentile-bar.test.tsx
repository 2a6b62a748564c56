import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { darkTheme } from '@gadgets/shared-ui';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { PERCENTILE_BAR_HEIGHT, PERCENTILE_BAR_WIDTH, PercentileBar, percentileMarkerX } from '../percentile-bar';

/** The marker's centre as drawn: its left edge plus half its width. */
function markerCentre(container: Element): number {
  const marker = container.querySelector('rect.marker')!;
  return Number(marker.getAttribute('x')) + Number(marker.getAttribute('width')) / 2;
}

describe('PercentileBar', () => {
  it.each([0, 1, 10, 25, 50, 82, 99, 100])('fills %i% of the bar and marks it, within a pixel', (percentile) => {
    const { container } = renderWithProviders(<PercentileBar percentile={percentile} accent="green" />);
    const expected = (percentile / 100) * PERCENTILE_BAR_WIDTH;
    expect(Math.abs(Number(container.querySelector('rect.share')!.getAttribute('width')) - expected)).toBeLessThan(1);
    const marker = container.querySelector('rect.marker')!;
    const left = Number(marker.getAttribute('x'));
    // Centred on the share's end, except where that would draw it past either end of the bar.
    if (percentile >= 2 && percentile <= 98) expect(Math.abs(markerCentre(container) - expected)).toBeLessThan(1);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left + Number(marker.getAttribute('width'))).toBeLessThanOrEqual(PERCENTILE_BAR_WIDTH);
  });

  it('moves the marker in proportion to the percentile', () => {
    for (const percentile of [0, 20, 40, 80, 90]) {
      const step = percentileMarkerX(percentile + 10) - percentileMarkerX(percentile);
      expect(Math.abs(step - PERCENTILE_BAR_WIDTH / 10)).toBeLessThan(1);
    }
    expect(percentileMarkerX(-5)).toBe(percentileMarkerX(0));
    expect(percentileMarkerX(140)).toBe(percentileMarkerX(100));
  });

  it('has a fixed size and is hidden from assistive technology (the sentence beside it is the text)', () => {
    const { container } = renderWithProviders(<PercentileBar percentile={40} accent="blue" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', String(PERCENTILE_BAR_WIDTH));
    expect(svg).toHaveAttribute('height', String(PERCENTILE_BAR_HEIGHT));
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders on the server as plain SVG', () => {
    const html = renderToString(
      <ThemeProvider theme={darkTheme}>
        <PercentileBar percentile={82} accent="red" />
      </ThemeProvider>,
    );
    expect(html).toContain('<svg');
    expect(html).toContain('data-percentile="82"');
  });
});
