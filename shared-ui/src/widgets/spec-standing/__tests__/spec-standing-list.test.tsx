import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { SpecStandingList } from '../spec-standing-list';
import { standingComparison, standingValue, type SpecStanding } from '../standing-sentence';

const battery: SpecStanding = { key: 'BATTERY', value: 5100, higherIsBetter: true, percentile: 82, rankedAmong: 2408 };
const weight: SpecStanding = { key: 'WEIGHT', value: 182.5, higherIsBetter: false, percentile: 70, rankedAmong: 172 };
const price: SpecStanding = { key: 'PRICE', value: 1199, higherIsBetter: false, percentile: 0, rankedAmong: 1310 };

describe('spec standings in words', () => {
  it('say how much of the catalogue a higher-is-better number beats', () => {
    expect(standingValue(battery)).toEqual({ label: 'Battery', value: '5,100 mAh' });
    expect(standingComparison(battery, 'phones')).toBe('more than 82% of phones');
  });

  it('say "lighter" and "cheaper" for numbers where less is better', () => {
    expect(standingValue(weight)).toEqual({ label: 'Weight', value: '182.5 kg' });
    expect(standingComparison(weight, 'bikes')).toBe('lighter than 70% of bikes');
    expect(standingComparison({ ...price, percentile: 35 }, 'phones')).toBe('cheaper than 35% of phones');
  });

  it('say that a model beating none beats none, with how many state the number', () => {
    expect(standingComparison(price, 'phones')).toBe('no cheaper than any of the 1,310 phones that state it');
  });
});

describe('SpecStandingList', () => {
  it('lists each number as a sentence with its bar at the percentile', () => {
    renderWithProviders(<SpecStandingList standings={[battery, weight]} models="phones" accent="green" />);
    const region = screen.getByRole('region', { name: 'Where it stands' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Battery 5,100 mAh — more than 82% of phones',
      'Weight 182.5 kg — lighter than 70% of phones',
    ]);
    expect(items[0]!.querySelector('svg')).toHaveAttribute('data-percentile', '82');
  });

  it('shows nothing when no number is ranked', () => {
    const { container } = renderWithProviders(<SpecStandingList standings={[]} models="bikes" accent="red" />);
    expect(container).toBeEmptyDOMElement();
  });
});
