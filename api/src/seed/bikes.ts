import type { Queryable } from '../db/database';
import { bikeImage } from '../modules/bikes/bike-image';
import { listPriceFromText } from '../modules/bikes/list-price';
import { slugify, toPath } from '../shared/errors';
import { BIKE_LINES, type BikeLine } from './bike-specs';
import { upsertModel, type ModelSeed } from './model-seed';

const list = (text: string) =>
  text
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);
/** An empty compact field is unknown: null, shown as 'N/A'. */
const parts = (text: string) => text.split('|').map((item) => item.trim() || null);
const num = (text: string | null | undefined): number | null =>
  !text || Number.isNaN(Number(text)) ? null : Number(text);

/** The bike feature document: every field of the schema's BikeFeature except company, model and path. */
export function bikeDocumentFromLine(line: BikeLine, companyPath: string, modelPath: string): Record<string, unknown> {
  const [
    engineType,
    cc,
    cooling,
    valves,
    valveSystem,
    fuelSystem,
    hp,
    hpRpm,
    nm,
    nmRpm,
    bore,
    stroke,
    compression,
    starting,
    fuel,
  ] = parts(line.e);
  const [mileage, topSpeed] = parts(line.p);
  const [transmission, gears, clutch, finalDrive] = parts(line.t);
  const [length, width, height, wheelbase, ground, seat, kerb, tank] = parts(line.dim);
  const [frame, frontSuspension, rearSuspension] = parts(line.ch);
  const [frontBrake, frontSize, rearBrake, rearSize, abs, frontTyre, rearTyre, tyreType, wheelType] = parts(line.br);
  const [battery, headlight, tailLight, turnSignal, console] = parts(line.el);
  const gearCount = num(gears);
  return {
    series: line.s,
    highlights: list(line.hi),
    drawbacks: list(line.dr),
    engineType,
    displacementCc: num(cc),
    coolingSystem: cooling,
    valvesPerCylinder: num(valves),
    valveSystem,
    fuelSystem,
    maxPowerHp: num(hp),
    maxPowerRpm: num(hpRpm),
    maxTorqueNm: num(nm),
    maxTorqueRpm: num(nmRpm),
    boreMm: num(bore),
    strokeMm: num(stroke),
    compressionRatio: compression,
    startingSystem: starting,
    fuelType: fuel,
    mileage: num(mileage),
    topSpeed: num(topSpeed),
    transmissionType: transmission,
    numberOfGears: gearCount,
    // The usual sequential pattern of a manual gearbox; an automatic has none.
    gearShiftPattern: gearCount && !/automatic/i.test(transmission ?? '') ? `1 down, ${gearCount - 1} up` : null,
    clutchType: clutch,
    finalDrive,
    overallLengthMm: num(length),
    overallWidthMm: num(width),
    overallHeightMm: num(height),
    wheelbaseMm: num(wheelbase),
    groundClearanceMm: num(ground),
    seatHeightMm: num(seat),
    kerbWeightKg: num(kerb),
    fuelTankCapacityL: num(tank),
    frameType: frame,
    frontSuspension,
    rearSuspension,
    frontBrakeType: frontBrake,
    frontBrakeSizeMm: num(frontSize),
    rearBrakeType: rearBrake,
    rearBrakeSizeMm: num(rearSize),
    absType: abs,
    frontTyreSize: frontTyre,
    rearTyreSize: rearTyre,
    tyreType,
    wheelType,
    battery,
    headlight,
    tailLight,
    turnSignal,
    instrumentConsole: console,
    additionalFeatures: list(line.f),
    coloursAvailable: list(line.col),
    price: line.price || null,
    ...listPriceFromText(line.price),
    warranty: line.w || null,
    countryOfOrigin: line.o || null,
    sourceUrl: line.src,
    imgs: [bikeImage(companyPath, modelPath, 1), bikeImage(companyPath, modelPath, 2)],
  };
}

export function bikeSeeds(): ModelSeed[] {
  const ordinals = new Map<string, number>();
  return BIKE_LINES.map((line) => {
    const companyPath = toPath(line.c);
    const modelPath = slugify(line.m);
    const detail = bikeDocumentFromLine(line, companyPath, modelPath);
    const ordinal = (ordinals.get(companyPath) ?? 0) + 1;
    ordinals.set(companyPath, ordinal);
    return {
      category: 'bike' as const,
      company: line.c,
      companyPath,
      path: modelPath,
      name: line.m,
      series: line.s,
      img: bikeImage(companyPath, modelPath),
      ordinal,
      description: [
        detail.displacementCc ? `${detail.displacementCc} cc` : null,
        detail.engineType,
        detail.maxPowerHp ? `${detail.maxPowerHp} hp` : null,
      ]
        .filter(Boolean)
        .join(' · '),
      price: line.price || null,
      released: null,
      published: line.pub,
      powerHp: detail.maxPowerHp as number | null,
      torqueNm: detail.maxTorqueNm as number | null,
      displacementCc: detail.displacementCc as number | null,
      topSpeed: detail.topSpeed === null ? null : String(detail.topSpeed),
      mileageKmpl: detail.mileage as number | null,
      detail,
      keepExisting: true,
    };
  });
}

/**
 * Upserts the seed bikes, then writes the numeric list price the catalogue filters on. A bike an admin has edited is
 * kept as it is (keepExisting); its list price is only filled in while it still carries the seed's price text.
 */
export async function seedBikes(tx: Queryable): Promise<number> {
  const seeds = bikeSeeds();
  for (const seed of seeds) {
    await upsertModel(tx, seed);
    const { listPrice, priceCurrency } = listPriceFromText(seed.price);
    if (listPrice === null) continue;
    // seed: the numeric list price of a bike whose price text is the seed's
    await tx.query(
      `UPDATE models SET list_price = $3, price_currency = $4
       WHERE category = 'bike' AND company_path = $1 AND path = $2 AND list_price IS NULL AND price IS NOT DISTINCT FROM $5`,
      [seed.companyPath, seed.path, listPrice, priceCurrency, seed.price],
    );
  }
  return seeds.length;
}
