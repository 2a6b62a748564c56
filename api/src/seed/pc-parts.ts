import { createHash } from 'node:crypto';
import { PART_FILTERS, partAttributes, toPartCategory } from '@gadgets/pc-compatibility';
import type { Queryable } from '../db/database';
import { launchPrices, pcPartRecords, type ListPrice, type PartRecord } from './pc-part-records';

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The columns the picker's per-category filters read (PART_FILTERS), from the record; a filter on a column the row
 * already has (an engine attribute such as socket) reads the same value, so it is not read twice.
 */
function filterColumns(record: PartRecord, written: Record<string, unknown>): Record<string, unknown> {
  const category = toPartCategory(record.category);
  if (!category) return {};
  return Object.fromEntries(
    PART_FILTERS[category]
      .filter((filter) => !(filter.column in written))
      .map((filter) => [filter.column, filter.read(record)]),
  );
}

/** One row of pc_parts: the record, the engine's attributes (so SQL and the engine judge alike) and sort columns. */
function partRow(record: PartRecord, price: ListPrice | undefined) {
  const a = partAttributes({ id: record.id, name: record.name, category: record.category, specs: record });
  const row = {
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
    price_source: price?.sources[0]?.title ?? null,
    price_source_url: price?.sources[0]?.url ?? null,
    price_kind: price?.kind ?? null,
    price_sources: price ? price.sources : null,
  };
  return { ...FILTER_COLUMNS_UNSET, ...row, ...filterColumns(record, row) };
}

const COLUMNS = `id text, category text, manufacturer text, name text, release_year integer, specs jsonb,
  socket text, supported_sockets text[], memory_type text, supported_memory_types text[], board_form_factor text,
  psu_form_factor text, supported_board_form_factors text[], supported_psu_form_factors text[], memory_slots integer,
  memory_max_gb integer, module_count integer, capacity_gb double precision, m2_slots integer, sata_ports integer,
  storage_interface text, length_mm double precision, tower_height_mm double precision, max_gpu_length_mm double precision,
  max_cooler_height_mm double precision, max_psu_length_mm double precision, wattage_w integer, tdp_w integer, cores integer,
  boost_clock_ghz double precision, speed_mts integer, list_price_cents integer, price_currency text, price_source text,
  price_source_url text, series text, integrated_graphics text, chipset_maker text, chipset text,
  memory_gb double precision, slot_width double precision, power_connectors text[], wifi text, modules text,
  cas_latency double precision, storage_type text, drive_interface text, form_factor text, efficiency text, modular text,
  side_panel text, cooler_type text, radiator_size text, fan_size text, fan_pack text, fan_pwm text,
  airflow_cfm double precision, screen_size_in double precision, resolution text, refresh_rate_hz double precision,
  panel_type text, price_kind text, price_sources jsonb`;
/** Filter columns another category's filters write are null for this one (declared before use: rows spread it). */
const FILTER_COLUMNS_UNSET = Object.fromEntries(
  Object.values(PART_FILTERS).flatMap((filters) => filters.map((filter) => [filter.column, null])),
);
const NAMES = COLUMNS.split(',').map((column) => column.trim().split(/\s+/)[0]!);

/** Parts written per statement: one JSON parameter of the whole catalogue (33,000 parts) would be ~70 MB. */
const PARTS_PER_STATEMENT = 2_000;

/**
 * Upserts the release's parts (its data files; a test hands in a release of its own). Only rows that differ from what
 * the last seed wrote are written (the hash of each row is stored with it): a start on an unchanged catalogue writes
 * nothing, a release writes what it changed.
 */
export async function seedPcParts(tx: Queryable, records: readonly PartRecord[] = pcPartRecords()): Promise<number> {
  const priceOf = launchPrices();
  // seed: the hash of every PC part row as last written
  const written = new Map(
    (await tx.query<{ id: string; seed_hash: string | null }>('SELECT id, seed_hash FROM pc_parts')).map((row) => [
      row.id,
      row.seed_hash,
    ]),
  );
  const changed = records.flatMap((record) => {
    const row = partRow(record, priceOf(record));
    const hash = createHash('sha1').update(JSON.stringify(row)).digest('base64');
    return written.get(record.id) === hash ? [] : [{ ...row, seed_hash: hash }];
  });
  const updates = [...NAMES, 'seed_hash']
    .filter((name) => name !== 'id')
    .map((name) => `${name} = EXCLUDED.${name}`)
    .join(', ');
  for (let start = 0; start < changed.length; start += PARTS_PER_STATEMENT) {
    // seed: upsert a batch of changed PC parts with their filter columns
    await tx.query(
      `INSERT INTO pc_parts (${NAMES.join(', ')}, seed_hash)
       SELECT ${NAMES.join(', ')}, seed_hash FROM jsonb_to_recordset($1::jsonb) AS r(${COLUMNS}, seed_hash text)
       ON CONFLICT (id) DO UPDATE SET ${updates}`,
      [JSON.stringify(changed.slice(start, start + PARTS_PER_STATEMENT))],
    );
  }
  return records.length;
}
