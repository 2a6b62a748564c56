import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { FinderPriceRange } from '../finder-range';

/** Prices in cents from $100 to $1,300 in $100 bars, as the API answers them. */
const histogram = {
  key: 'priceCents',
  min: 10_000,
  max: 130_000,
  bucketWidth: 10_000,
  counts: [1, 4, 9, 12, 8, 6, 4, 3, 2, 1, 0, 1],
};

/** A price range kept in state as a finder keeps it, every change it is told of recorded. */
function renderRange(initial: { low?: number; high?: number } = {}) {
  const changes: [string, number | undefined][] = [];
  function Harness() {
    const [low, setLow] = useState(initial.low);
    const [high, setHigh] = useState(initial.high);
    return (
      <FinderPriceRange
        low={{ value: low, onChange: (value) => (changes.push(['low', value]), setLow(value)) }}
        high={{ value: high, onChange: (value) => (changes.push(['high', value]), setHigh(value)) }}
        histogram={histogram}
        step={10}
        noun="phones"
      />
    );
  }
  renderWithProviders(<Harness />);
  return {
    changes,
    low: screen.getByRole('slider', { name: 'Lowest price ($)' }),
    high: screen.getByRole('slider', { name: 'Highest price ($)' }),
  };
}

/** What a browser does for an arrow key on a range input: the value moves a step, then the key comes up. */
function arrow(slider: HTMLElement, steps: number) {
  const value = Number((slider as HTMLInputElement).value) + steps * Number(slider.getAttribute('step'));
  fireEvent.keyDown(slider, { key: steps > 0 ? 'ArrowRight' : 'ArrowLeft' });
  fireEvent.change(slider, { target: { value: String(value) } });
  fireEvent.keyUp(slider, { key: steps > 0 ? 'ArrowRight' : 'ArrowLeft' });
}

describe('FinderRange', () => {
  it('spans the histogram with two named sliders that read their values with the unit', () => {
    const { low, high } = renderRange({ high: 800 });
    expect(low).toHaveAttribute('min', '100');
    expect(low).toHaveAttribute('max', '1300');
    expect(low).toHaveValue('100');
    expect(low).toHaveAttribute('aria-valuetext', '$100');
    expect(high).toHaveValue('800');
    expect(high).toHaveAttribute('aria-valuetext', '$800');
    expect(screen.getByRole('img')).toHaveAccessibleName(
      // $800 itself is in the $800-$900 bar, so that bar counts too.
      'Price: 51 phones with the other filters, from $100 to $1,300; the bars of the chosen range hold 47.',
    );
  });

  it('changes a bound by the keyboard, and tells the finder once the key comes up', () => {
    const { low, changes } = renderRange();
    arrow(low, 3);
    expect(low).toHaveValue('130');
    expect(low).toHaveAttribute('aria-valuetext', '$130');
    expect(changes).toEqual([['low', 130]]);
    arrow(low, -3);
    // Back at the end of the slider: no bound at all.
    expect(changes).toEqual([
      ['low', 130],
      ['low', undefined],
    ]);
  });

  it('does not tell the finder while a thumb is dragged, only when it is let go', () => {
    const { high, changes } = renderRange();
    for (const value of ['1200', '1000', '900']) fireEvent.change(high, { target: { value } });
    expect(changes).toEqual([]);
    expect(high).toHaveAttribute('aria-valuetext', '$900');
    fireEvent.pointerUp(high);
    expect(changes).toEqual([['high', 900]]);
  });

  it('never lets the thumbs cross: each stops at the other', () => {
    const { low, high, changes } = renderRange({ low: 300, high: 500 });
    fireEvent.change(low, { target: { value: '700' } });
    fireEvent.pointerUp(low);
    expect(low).toHaveValue('500');
    fireEvent.change(high, { target: { value: '200' } });
    fireEvent.pointerUp(high);
    expect(high).toHaveValue('500');
    expect(changes).toEqual([['low', 500]]);
  });

  it('takes an exact value typed in a box, applied on Enter', async () => {
    const user = userEvent.setup();
    const { high, changes } = renderRange();
    await user.type(screen.getByRole('spinbutton', { name: 'Highest price ($), exact' }), '745{Enter}');
    expect(changes).toEqual([['high', 745]]);
    expect(high).toHaveAttribute('aria-valuetext', '$745');
  });

  it('keeps showing a let-go value until the address has it, never the old one meanwhile', () => {
    const changes: (number | undefined)[] = [];
    // A finder whose address answers later, as a router navigation does: `addressSays` is its next render.
    const rangeAt = (value: number) => (
      <FinderPriceRange
        high={{ value, onChange: (next) => changes.push(next) }}
        histogram={histogram}
        step={10}
        noun="phones"
      />
    );
    const { rerender } = renderWithProviders(rangeAt(800));
    const addressSays = (value: number) => rerender(rangeAt(value));
    const high = screen.getByRole('slider', { name: 'Highest price ($)' });
    arrow(high, -2);
    expect(changes).toEqual([780]);
    expect(high).toHaveAttribute('aria-valuetext', '$780');
    addressSays(780);
    expect(high).toHaveAttribute('aria-valuetext', '$780');
    // Two quick presses: the address answers the first while the second is on its way; the thumb stays on the newest.
    arrow(high, -2);
    arrow(high, -2);
    expect(changes).toEqual([780, 760, 740]);
    addressSays(760);
    expect(high).toHaveAttribute('aria-valuetext', '$740');
    addressSays(740);
    expect(high).toHaveAttribute('aria-valuetext', '$740');
    // A change from elsewhere (Back, a reset) is what the thumb shows then.
    addressSays(500);
    expect(high).toHaveAttribute('aria-valuetext', '$500');
  });
});
