import { graphql, type ResultOf } from '@gadgets/shared-ui';

/** Every field of the schema's BikeFeature, as the model page, the comparison and the admin form read it. */
export const BikeSpecSheet_FeatureFragment = graphql(`
  fragment BikeSpecSheet_Feature on BikeFeature {
    companyName
    companyPath
    model
    path
    series
    published
    highlights
    drawbacks
    engineType
    displacementCc
    coolingSystem
    valvesPerCylinder
    valveSystem
    fuelSystem
    maxPowerHp
    maxPowerRpm
    maxTorqueNm
    maxTorqueRpm
    boreMm
    strokeMm
    compressionRatio
    startingSystem
    fuelType
    mileage
    topSpeed
    transmissionType
    numberOfGears
    gearShiftPattern
    clutchType
    finalDrive
    overallLengthMm
    overallWidthMm
    overallHeightMm
    wheelbaseMm
    groundClearanceMm
    seatHeightMm
    kerbWeightKg
    fuelTankCapacityL
    frameType
    frontSuspension
    rearSuspension
    frontBrakeType
    frontBrakeSizeMm
    rearBrakeType
    rearBrakeSizeMm
    absType
    frontTyreSize
    rearTyreSize
    tyreType
    wheelType
    battery
    headlight
    tailLight
    turnSignal
    instrumentConsole
    additionalFeatures
    coloursAvailable
    price
    listPrice
    priceCurrency
    warranty
    countryOfOrigin
    sourceUrl
    imgs
  }
`);

export type BikeFeature = ResultOf<typeof BikeSpecSheet_FeatureFragment>;
