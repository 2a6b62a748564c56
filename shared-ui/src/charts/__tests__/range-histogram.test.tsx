import { renderWithProviders } from '../../testing/render-with-providers';
import { HISTOGRAM_HEIGHT, RangeHistogram } from '../range-histogram';

const bars = { min: 100, bucketWidth: 50, counts: [3, 12, 0, 7, 1] };

function drawn(from: number, to: number) {
  const { container } = renderWithProviders(<RangeHistogram bars={bars} from={from} to={to} label="Price" />);
  const svg = container.querySelector('svg')!;
  return { svg, rects: [...svg.querySelectorAll('rect')] };
}

describe('RangeHistogram', () => {
  it('draws a bar per bucket, its height proportional to its count within a pixel, from a fixed-height box', () => {
    const { svg, rects } = drawn(100, 350);
    expect(svg).toHaveAttribute('height', String(HISTOGRAM_HEIGHT));
    expect(svg).toHaveAttribute('role', 'img');
    expect(svg).toHaveAccessibleName('Price');
    expect(rects).toHaveLength(bars.counts.length);
    rects.forEach((rect, place) => {
      const height = Number(rect.getAttribute('height'));
      expect(Math.abs(height - (bars.counts[place]! / 12) * HISTOGRAM_HEIGHT)).toBeLessThanOrEqual(1);
      // Standing on the baseline.
      expect(Number(rect.getAttribute('y')) + height).toBeCloseTo(HISTOGRAM_HEIGHT, 6);
    });
    // The tallest fills the box; a count of one still shows; none is no bar.
    expect(rects[1]).toHaveAttribute('height', String(HISTOGRAM_HEIGHT));
    expect(Number(rects[4]!.getAttribute('height'))).toBeGreaterThanOrEqual(1);
    expect(rects[2]).toHaveAttribute('height', '0');
  });

  it('highlights the bars holding values within the chosen range, and only those', () => {
    const chosen = (from: number, to: number) => drawn(from, to).rects.map((rect) => rect.hasAttribute('data-chosen'));
    // Bars: 100-150, 150-200, 200-250, 250-300, 300-350.
    expect(chosen(100, 350)).toEqual([true, true, true, true, true]);
    expect(chosen(160, 260)).toEqual([false, true, true, true, false]);
    expect(chosen(150, 199)).toEqual([false, true, false, false, false]);
    expect(chosen(300, 400)).toEqual([false, false, false, false, true]);
  });
});
