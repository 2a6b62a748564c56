import { inUnits, labelledRowInUnits } from '../spec-units';

describe('spec values in the visitor units', () => {
  it.each([
    ['196 kg', '432.1 lb'],
    ['1.19 kg', '2.6 lb'],
    ['187 g', '6.6 oz'],
    ['825 mm', '32.5 in'],
    ['2,080 mm', '81.9 in'],
    ['152.8 x 72 x 8.5 mm', '6.02 x 2.83 x 0.33 in'],
    ['152.8×72×8.5mm', '6.02×2.83×0.33 in'],
    ['150 km/h', '93 mph'],
    ['35 km/l', '82 mpg'],
    ['13 L', '3.4 gal'],
    ['27 Nm @ 4,000 rpm', '20 lb-ft @ 4,000 rpm'],
    ['Operating temperature 0 to 35 °C', 'Operating temperature 32 to 95 °F'],
    ['10-40 °C', '50-104 °F'],
  ])('writes %s as %s in imperial units', (metric, imperial) => {
    expect(inUnits(metric, 'imperial')).toBe(imperial);
  });

  it.each([
    ['2.7 lb', '1.22 kg'],
    ['3.5 lbs', '1.59 kg'],
    ['60 mph', '97 km/h'],
  ])('writes %s as %s in metric units', (imperial, metric) => {
    expect(inUnits(imperial, 'metric')).toBe(metric);
  });

  it('leaves alone what is not a quantity it knows, screen sizes, and values that state both systems', () => {
    for (const text of ['6.3 inches', '17-inch alloy', '5G', '4 GB', '5100 mAh', '45W', 'Single cylinder', '373 cc']) {
      expect(inUnits(text, 'imperial')).toBe(text);
    }
    expect(inUnits('1.24 kg (2.7 lb)', 'imperial')).toBe('1.24 kg (2.7 lb)');
    expect(inUnits('1.24 kg (2.7 lb)', 'metric')).toBe('1.24 kg (2.7 lb)');
    expect(inUnits('196 kg', 'metric')).toBe('196 kg');
  });
});

describe('rows whose label names the unit of their numbers', () => {
  it('name the unit shown and convert each bare number', () => {
    expect(labelledRowInUnits('Seat Height (mm)', [825, '790', null], 'imperial')).toEqual({
      label: 'Seat Height (in)',
      values: ['32.5', '31.1', null],
    });
    expect(labelledRowInUnits('Fuel Tank (L)', [17], 'imperial')).toEqual({
      label: 'Fuel Tank (gal)',
      values: ['4.5'],
    });
  });

  it('stay as they are in metric, before hydration, and for units that do not change (cc)', () => {
    expect(labelledRowInUnits('Kerb Weight (kg)', [196], 'metric')).toEqual({
      label: 'Kerb Weight (kg)',
      values: [196],
    });
    expect(labelledRowInUnits('Kerb Weight (kg)', [196], null)).toEqual({ label: 'Kerb Weight (kg)', values: [196] });
    expect(labelledRowInUnits('Displacement (cc)', [452], 'imperial')).toEqual({
      label: 'Displacement (cc)',
      values: [452],
    });
  });
});
