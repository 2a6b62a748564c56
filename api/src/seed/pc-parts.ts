import { partAttributes } from '@gadgets/pc-compatibility';
import type { Queryable } from '../db/database';
import { listPrices, pcPartRecords, type ListPrice, type PartRecord } from './pc-part-records';

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** One row of pc_parts: the record, the engine's attributes (so SQL and the engine judge alike) and sort columns. */
function partRow(record: PartRecord, price: ListPrice | undefined) {
  const a = partAttributes({ id: record.id, name: record.name, category: record.category, specs: record });
  return {
    id: record.id,
    category: record.category,
    manufacturer: record.manufacturer,
    name: record.name,
    release_year: record.release_year,
    specs: record,
    socket: a.socket,
    supported_sockets: a.supportedSockets,
    memory_type: a.memoryType,
    supported_memory_types: a.supportedMemoryTypes,
    board_form_factor: a.boardFormFactor,
    psu_form_factor: a.psuFormFactor,
    supported_board_form_factors: a.supportedBoardFormFactors,
    supported_psu_form_factors: a.supportedPsuFormFactors,
    memory_slots: a.memorySlots,
    memory_max_gb: a.memoryMaxGb,
    module_count: a.moduleCount,
    capacity_gb: a.capacityGb,
    m2_slots: a.m2Slots,
    sata_ports: a.sataPorts,
    storage_interface: a.storageInterface,
    length_mm: a.lengthMm,
    tower_height_mm: a.towerHeightMm,
    max_gpu_length_mm: a.maxGpuLengthMm,
    max_cooler_height_mm: a.maxCoolerHeightMm,
    max_psu_length_mm: a.maxPsuLengthMm,
    wattage_w: a.wattageW,
    tdp_w: a.tdpW,
    cores: num(record.cores),
    boost_clock_ghz: num(record.boost_clock_ghz),
    speed_mts: num(record.speed_mts),
    list_price_cents: price ? Math.round(price.amount * 100) : null,
    price_currency: price?.currency ?? null,
    price_source: price?.source ?? null,
    price_source_url: price?.sourceUrl ?? null,
  };
}

const COLUMNS = `id text, category text, manufacturer text, name text, release_year integer, specs jsonb,
  socket text, supported_sockets text[], memory_type text, supported_memory_types text[], board_form_factor text,
  psu_form_factor text, supported_board_form_factors text[], supported_psu_form_factors text[], memory_slots integer,
  memory_max_gb integer, module_count integer, capacity_gb double precision, m2_slots integer, sata_ports integer,
  storage_interface text, length_mm double precision, tower_height_mm double precision, max_gpu_length_mm double precision,
  max_cooler_height_mm double precision, max_psu_length_mm double precision, wattage_w integer, tdp_w integer, cores integer,
  boost_clock_ghz double precision, speed_mts integer, list_price_cents integer, price_currency text, price_source text,
  price_source_url text`;
const NAMES = COLUMNS.split(',').map((column) => column.trim().split(/\s+/)[0]!);

/** Upserts the release's parts (its data files; a test hands in a release of its own). */
export async function seedPcParts(tx: Queryable, records: readonly PartRecord[] = pcPartRecords()): Promise<number> {
  const prices = listPrices();
  const rows = records.map((record) => partRow(record, prices.get(record.id)));
  const updates = NAMES.filter((name) => name !== 'id')
    .map((name) => `${name} = EXCLUDED.${name}`)
    .join(', ');
  // seed: upsert every PC part with its filter columns in one statement
  await tx.query(
    `INSERT INTO pc_parts (${NAMES.join(', ')})
     SELECT ${NAMES.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS r(${COLUMNS})
     ON CONFLICT (id) DO UPDATE SET ${updates}`,
    [JSON.stringify(rows)],
  );
  return rows.length;
}
