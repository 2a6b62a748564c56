import {
  byDifference,
  byPercent,
  groupedNumber,
  largestNumber,
  type SpecScore,
  type SpecSheetDefinition,
  type SpecValue,
} from '@gadgets/shared-ui/widgets';
import type { BikeFeature } from './bike-feature-fragment';

/** 'x HP @ y RPM'; without the RPM just 'x HP'; nothing known is N/A. */
export function ratedAt(value: number | null | undefined, unit: string, rpm: number | null | undefined): SpecValue {
  if (value === null || value === undefined) return null;
  return rpm ? `${value} ${unit} @ ${groupedNumber(rpm)} RPM` : `${value} ${unit}`;
}

/** The first number of a value: '94 HP @ 12,000 RPM' compares by its 94, not by the RPM. */
export const leadingNumber: SpecScore = (value) => {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  return match ? Number(match[0].replace(/,/g, '')) : null;
};

/** A number with its unit, or N/A. */
export const withUnit = (value: number | null | undefined, unit: string): SpecValue =>
  value === null || value === undefined ? null : `${groupedNumber(value)} ${unit}`;

/** Every section and label of the bike spec sheet, in order. */
export const BIKE_SPEC_GROUPS: SpecSheetDefinition<BikeFeature> = [
  {
    title: 'Basic Information',
    rows: [
      { label: 'Manufacturer', pick: (bike) => bike.companyName },
      { label: 'Model', pick: (bike) => bike.model },
      { label: 'Series', pick: (bike) => bike.series },
      { label: 'Price', pick: (bike) => bike.price },
      { label: 'Warranty', pick: (bike) => bike.warranty },
      { label: 'Country of Origin', pick: (bike) => bike.countryOfOrigin },
    ],
  },
  {
    title: 'Engine Specifications',
    rows: [
      { label: 'Engine Type', pick: (bike) => bike.engineType },
      {
        label: 'Displacement (cc)',
        pick: (bike) => bike.displacementCc,
        score: largestNumber,
        contrast: byPercent('more displacement'),
      },
      { label: 'Cooling System', pick: (bike) => bike.coolingSystem },
      { label: 'Valves per Cylinder', pick: (bike) => bike.valvesPerCylinder },
      { label: 'Valve System', pick: (bike) => bike.valveSystem },
      { label: 'Fuel System', pick: (bike) => bike.fuelSystem },
      { label: 'Compression Ratio', pick: (bike) => bike.compressionRatio },
      { label: 'Starting System', pick: (bike) => bike.startingSystem },
      { label: 'Fuel Type', pick: (bike) => bike.fuelType },
    ],
  },
  {
    title: 'Performance',
    rows: [
      {
        label: 'Max Power',
        pick: (bike) => ratedAt(bike.maxPowerHp, 'HP', bike.maxPowerRpm),
        score: leadingNumber,
        contrast: byPercent('more power'),
      },
      {
        label: 'Max Torque',
        pick: (bike) => ratedAt(bike.maxTorqueNm, 'Nm', bike.maxTorqueRpm),
        score: leadingNumber,
        contrast: byPercent('more torque'),
      },
      {
        label: 'Top Speed',
        pick: (bike) => withUnit(bike.topSpeed, 'km/h'),
        score: leadingNumber,
        contrast: byDifference('faster top speed'),
      },
      {
        label: 'Mileage',
        pick: (bike) => withUnit(bike.mileage, 'km/l'),
        score: leadingNumber,
        contrast: byPercent('better mileage'),
      },
      { label: 'Bore (mm)', pick: (bike) => bike.boreMm },
      { label: 'Stroke (mm)', pick: (bike) => bike.strokeMm },
    ],
  },
  {
    title: 'Transmission',
    rows: [
      { label: 'Transmission Type', pick: (bike) => bike.transmissionType },
      { label: 'Number of Gears', pick: (bike) => bike.numberOfGears },
      { label: 'Gear Pattern', pick: (bike) => bike.gearShiftPattern },
      { label: 'Clutch Type', pick: (bike) => bike.clutchType },
      { label: 'Final Drive', pick: (bike) => bike.finalDrive },
    ],
  },
  {
    title: 'Dimensions & Weight',
    rows: [
      { label: 'Length', pick: (bike) => withUnit(bike.overallLengthMm, 'mm') },
      { label: 'Width', pick: (bike) => withUnit(bike.overallWidthMm, 'mm') },
      { label: 'Height', pick: (bike) => withUnit(bike.overallHeightMm, 'mm') },
      { label: 'Wheelbase', pick: (bike) => withUnit(bike.wheelbaseMm, 'mm') },
      { label: 'Ground Clearance', pick: (bike) => withUnit(bike.groundClearanceMm, 'mm') },
      {
        label: 'Seat Height (mm)',
        pick: (bike) => bike.seatHeightMm,
        score: largestNumber,
        prefer: 'lower',
        contrast: byDifference('lower seat'),
      },
      {
        label: 'Kerb Weight (kg)',
        pick: (bike) => bike.kerbWeightKg,
        score: largestNumber,
        prefer: 'lower',
        contrast: byDifference('lighter'),
      },
      {
        label: 'Fuel Tank (L)',
        pick: (bike) => bike.fuelTankCapacityL,
        score: largestNumber,
        contrast: byDifference('larger fuel tank'),
      },
    ],
  },
  {
    title: 'Chassis & Suspension',
    rows: [
      { label: 'Frame Type', pick: (bike) => bike.frameType },
      { label: 'Front Suspension', pick: (bike) => bike.frontSuspension },
      { label: 'Rear Suspension', pick: (bike) => bike.rearSuspension },
    ],
  },
  {
    title: 'Brakes & Wheels',
    rows: [
      { label: 'Front Brake Type', pick: (bike) => bike.frontBrakeType },
      { label: 'Front Brake Size', pick: (bike) => withUnit(bike.frontBrakeSizeMm, 'mm') },
      { label: 'Rear Brake Type', pick: (bike) => bike.rearBrakeType },
      { label: 'Rear Brake Size', pick: (bike) => withUnit(bike.rearBrakeSizeMm, 'mm') },
      { label: 'ABS', pick: (bike) => bike.absType },
      { label: 'Front Tyre', pick: (bike) => bike.frontTyreSize },
      { label: 'Rear Tyre', pick: (bike) => bike.rearTyreSize },
      { label: 'Tyre Type', pick: (bike) => bike.tyreType },
      { label: 'Wheel Type', pick: (bike) => bike.wheelType },
    ],
  },
  {
    title: 'Electrical & Features',
    rows: [
      { label: 'Battery', pick: (bike) => bike.battery },
      { label: 'Headlight', pick: (bike) => bike.headlight },
      { label: 'Tail Light', pick: (bike) => bike.tailLight },
      { label: 'Turn Signal', pick: (bike) => bike.turnSignal },
      { label: 'Instrument Console', pick: (bike) => bike.instrumentConsole },
      { label: 'Additional Features', pick: (bike) => bike.additionalFeatures },
      { label: 'Available Colors', pick: (bike) => bike.coloursAvailable },
    ],
  },
];
