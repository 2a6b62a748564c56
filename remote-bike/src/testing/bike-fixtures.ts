import type { ResultOf } from '@gadgets/shared-ui';
import type { BikeFeature } from '../bike-spec-sheet/bike-feature-fragment';
import type { BikeModelPage_FeatureQuery } from '../features/bike-model/bike-model-queries';

export const bikeCompanies = {
  data: {
    companies: [
      { name: 'Honda', logo: '/media/logos/honda.svg', path: 'honda', ordinal: 1 },
      { name: 'Royal Enfield', logo: '/media/logos/royalenfield.svg', path: 'royalenfield', ordinal: 2 },
    ],
  },
};

/** A whole bike sheet (Royal Enfield Himalayan 450, as seeded); override what a test is about. */
export function bikeFeature(overrides: Partial<BikeFeature> = {}): BikeFeature {
  return {
    companyName: 'Royal Enfield',
    companyPath: 'royalenfield',
    model: 'Himalayan 450',
    path: 'himalayan-450',
    series: 'Himalayan',
    published: true,
    highlights: ['New liquid-cooled Sherpa engine', 'Long-travel suspension', 'Ride-by-wire with modes'],
    drawbacks: ['Tall for short riders'],
    engineType: 'Single cylinder Sherpa 450, 4-stroke',
    displacementCc: 452,
    coolingSystem: 'Liquid cooled',
    valvesPerCylinder: 4,
    valveSystem: 'DOHC',
    fuelSystem: 'Fuel injection, ride-by-wire',
    maxPowerHp: 39.5,
    maxPowerRpm: 8000,
    maxTorqueNm: 40,
    maxTorqueRpm: 5500,
    boreMm: 84,
    strokeMm: 81.5,
    compressionRatio: '11.5:1',
    startingSystem: 'Electric',
    fuelType: 'Petrol',
    mileage: 30,
    topSpeed: null,
    transmissionType: 'Manual',
    numberOfGears: 6,
    gearShiftPattern: '1 down, 5 up',
    clutchType: 'Wet multi-plate, assist and slipper',
    finalDrive: 'Chain',
    overallLengthMm: 2245,
    overallWidthMm: 852,
    overallHeightMm: 1316,
    wheelbaseMm: 1510,
    groundClearanceMm: 230,
    seatHeightMm: 825,
    kerbWeightKg: 196,
    fuelTankCapacityL: 17,
    frameType: 'Tubular steel twin-spar frame',
    frontSuspension: '43 mm upside-down fork',
    rearSuspension: 'Linked monoshock',
    frontBrakeType: 'Single disc',
    frontBrakeSizeMm: 320,
    rearBrakeType: 'Single disc',
    rearBrakeSizeMm: 270,
    absType: 'Switchable dual-channel ABS',
    frontTyreSize: '90/90-21',
    rearTyreSize: '140/80-17',
    tyreType: 'Tube type',
    wheelType: 'Wire spoked',
    battery: '12 V 8 Ah',
    headlight: 'LED',
    tailLight: 'LED',
    turnSignal: 'LED',
    instrumentConsole: '4-inch round TFT',
    additionalFeatures: ['Ride modes', 'Google Maps on the TFT'],
    coloursAvailable: ['Kaza Brown', 'Slate Himalayan Salt'],
    price: '₹2,85,000 ex-showroom India (list price)',
    listPrice: 285000,
    priceCurrency: 'INR',
    warranty: '3 years or 30,000 km',
    countryOfOrigin: 'India',
    sourceUrl: 'https://www.royalenfield.com/in/en/motorcycles/himalayan/',
    imgs: ['/media/bikes/royalenfield-himalayan-450.svg', '/media/bikes/royalenfield-himalayan-450-2.svg'],
    ...overrides,
  };
}

type BikePageFeature = NonNullable<ResultOf<typeof BikeModelPage_FeatureQuery>['getBikeFeature']>;

/** A bike as its model page asks for it: the whole sheet and where its numbers stand among the published bikes. */
export function bikePageFeature(overrides: Partial<BikePageFeature> = {}): BikePageFeature {
  return {
    ...bikeFeature(),
    standing: [
      { key: 'POWER', value: 39.5, higherIsBetter: true, percentile: 44, rankedAmong: 180 },
      { key: 'WEIGHT', value: 196, higherIsBetter: false, percentile: 12, rankedAmong: 172 },
    ],
    ...overrides,
  };
}
