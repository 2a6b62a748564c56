import type { PartRecord } from '../pc-part-records';
import type { OpenDbCategory } from './open-db-categories';
import {
  flagAt,
  isRecord,
  normaliseBoardFormFactor,
  normaliseSocket,
  numberAt,
  objectAt,
  statedNumber,
  textAt,
  textsAt,
  wifiStandard,
  type SourceRecord,
} from './source-values';

/** A source record turned into the seed's shape (api/data/pc-parts/README.md), or why it cannot be used. */
export type ImportResult = { record: PartRecord } | { rejected: string };

const RETAILERS = ['amazon', 'newegg', 'bestbuy', 'walmart'] as const;

/** The fields every part has: identity, maker, name and the retailer ids the source lists. */
function commonFields(source: SourceRecord, category: OpenDbCategory) {
  const metadata = objectAt(source.metadata);
  const product = objectAt(source.general_product_information);
  const year = numberAt(metadata.releaseYear);
  const retailerSkus: Record<string, string> = {};
  for (const retailer of RETAILERS) {
    const sku = product[`${retailer}_sku`];
    if (typeof sku === 'string' || typeof sku === 'number') retailerSkus[retailer] = String(sku);
  }
  const manufacturerUrl = textAt(product.manufacturer_url);
  return {
    id: textAt(source.opendb_id) ?? '',
    category,
    manufacturer: textAt(metadata.manufacturer) ?? '',
    name: textAt(metadata.name) ?? '',
    series: textAt(metadata.series),
    variant: textAt(metadata.variant),
    // A year before the first PC parts in the data or after the data's own year is not a real year.
    release_year: year !== null && Number.isInteger(year) && year >= 1990 && year <= 2030 ? year : null,
    part_numbers: textsAt(metadata.part_numbers),
    ...(manufacturerUrl ? { manufacturer_url: manufacturerUrl } : {}),
    retailer_skus: retailerSkus,
  };
}

const sockets = (value: unknown) => textsAt(value).map(normaliseSocket).sort();

/** A case's power supply as stated: "None" / "Not Included" / "No" is none, a wattage ("300 W") is one, else unknown. */
function psuIncluded(powerSupply: unknown): boolean | null {
  if (typeof powerSupply !== 'string') return null;
  if (/^\s*(none|no|not included)\s*$/i.test(powerSupply)) return false;
  return /^\s*\d+\s*W\s*$/i.test(powerSupply) ? true : null;
}
const colours = (value: unknown) => textsAt(value);

function cpu(source: SourceRecord) {
  const cores = objectAt(source.cores);
  const clocks = objectAt(source.clocks);
  const performance = objectAt(clocks.performance);
  const efficiency = objectAt(clocks.efficiency);
  const cache = objectAt(source.cache);
  const specifications = objectAt(source.specifications);
  const memory = objectAt(specifications.memory);
  const graphics = textAt(objectAt(specifications.integratedGraphics).model);
  const socket = textAt(source.socket);
  return {
    socket: socket ? normaliseSocket(socket) : null,
    family: textAt(source.series),
    microarchitecture: textAt(source.microarchitecture),
    core_family: textAt(source.coreFamily),
    cores: numberAt(cores.total),
    threads: numberAt(cores.threads),
    performance_cores: statedNumber(cores.performance),
    efficiency_cores: statedNumber(cores.efficiency),
    base_clock_ghz: statedNumber(performance.base),
    boost_clock_ghz: statedNumber(performance.boost),
    efficiency_base_clock_ghz: statedNumber(efficiency.base),
    efficiency_boost_clock_ghz: statedNumber(efficiency.boost),
    l2_cache_mb: statedNumber(cache.l2),
    l3_cache_mb: statedNumber(cache.l3),
    tdp_w: statedNumber(specifications.tdp),
    memory_types: textsAt(memory.types),
    memory_channels: statedNumber(memory.channels),
    max_memory_gb: statedNumber(memory.maxSupport),
    ecc_support: flagAt(specifications.eccSupport),
    integrated_graphics: graphics,
    has_integrated_graphics: typeof specifications.integratedGraphics === 'object' ? graphics !== null : null,
    includes_cooler: flagAt(specifications.includesCooler),
    smt: flagAt(specifications.simultaneousMultithreading),
    lithography: textAt(specifications.lithography),
    packaging: textAt(specifications.packaging),
  };
}

function gpu(source: SourceRecord) {
  const power = objectAt(source.power_connectors);
  const outputs = Object.fromEntries(
    Object.entries(objectAt(source.video_outputs)).filter(([, count]) => typeof count === 'number' && count > 0),
  );
  return {
    chipset_manufacturer: textAt(source.chipset_manufacturer),
    chipset: textAt(source.chipset),
    memory_gb: statedNumber(source.memory),
    memory_type: textAt(source.memory_type),
    memory_bus_bits: statedNumber(source.memory_bus),
    core_base_clock_mhz: statedNumber(source.core_base_clock),
    core_boost_clock_mhz: statedNumber(source.core_boost_clock),
    effective_memory_clock_mhz: statedNumber(source.effective_memory_clock),
    interface: textAt(source.interface),
    tdp_w: statedNumber(source.tdp),
    length_mm: statedNumber(source.length),
    slot_width: statedNumber(source.total_slot_width),
    case_expansion_slot_width: statedNumber(source.case_expansion_slot_width),
    power_connectors: isRecord(source.power_connectors)
      ? {
          pcie_6_pin: numberAt(power.pcie_6_pin),
          pcie_8_pin: numberAt(power.pcie_8_pin),
          pcie_12vhpwr: numberAt(power.pcie_12VHPWR),
          pcie_12v_2x6: numberAt(power.pcie_12V_2x6),
        }
      : null,
    video_outputs: outputs,
    cooling: textAt(source.cooling),
    color: colours(source.color),
  };
}

function motherboard(source: SourceRecord) {
  const memory = objectAt(source.memory);
  const storage = objectAt(source.storage_devices);
  const power = objectAt(source.power_connectors);
  const m2Slots = Array.isArray(source.m2_slots) ? source.m2_slots.filter(isRecord) : [];
  const socket = textAt(source.socket);
  const formFactor = textAt(source.form_factor);
  return {
    socket: socket ? normaliseSocket(socket) : null,
    chipset: textAt(source.chipset),
    form_factor: formFactor ? normaliseBoardFormFactor(formFactor) : null,
    memory_type: textAt(memory.ram_type),
    memory_slots: statedNumber(memory.slots),
    memory_max_gb: statedNumber(memory.max),
    ecc_support: flagAt(source.ecc_support),
    m2_slots: m2Slots,
    m2_slot_count: m2Slots.length,
    sata_6gbps_ports: numberAt(storage.sata_6_gb_s),
    pcie_slots: Array.isArray(source.pcie_slots) ? source.pcie_slots.filter(isRecord) : [],
    power_connectors: { cpu_power: textsAt(power.cpu_power), main_power: textAt(power.main_power) },
    wireless_networking: textAt(source.wireless_networking),
    wifi: wifiStandard(source.wireless_networking),
    onboard_ethernet: Array.isArray(source.onboard_ethernet) ? source.onboard_ethernet.filter(isRecord) : [],
    back_connect_connectors: flagAt(source.back_connect_connectors),
    color: colours(source.color),
  };
}

function ram(source: SourceRecord) {
  const modules = objectAt(source.modules);
  return {
    memory_type: textAt(source.ram_type),
    form_factor: textAt(source.form_factor),
    speed_mts: statedNumber(source.speed),
    capacity_gb: statedNumber(source.capacity),
    modules: { quantity: statedNumber(modules.quantity), capacity_gb: statedNumber(modules.capacity_gb) },
    cas_latency: statedNumber(source.cas_latency),
    timings: textAt(source.timings),
    voltage_v: statedNumber(source.voltage),
    ecc: textAt(source.ecc),
    registered: textAt(source.registered),
    heat_spreader: flagAt(source.heat_spreader),
    rgb: flagAt(source.rgb),
    height_mm: statedNumber(source.height),
    profile_support: textsAt(source.profile_support),
    color: colours(source.color),
  };
}

function storage(source: SourceRecord) {
  return {
    storage_type: textAt(source.storage_type) ?? textAt(source.type),
    capacity_gb: statedNumber(source.capacity),
    interface: textAt(source.interface),
    form_factor: textAt(source.form_factor),
    nvme: flagAt(source.nvme),
    cache_mb: statedNumber(source.cache),
  };
}

function psu(source: SourceRecord) {
  const connectors = objectAt(source.connectors);
  return {
    wattage_w: statedNumber(source.wattage),
    form_factor: textAt(source.form_factor),
    efficiency_rating: textAt(source.efficiency_rating),
    modular: textAt(source.modular),
    length_mm: statedNumber(source.length),
    fanless: flagAt(source.fanless),
    connectors: isRecord(source.connectors)
      ? {
          atx_24_pin: numberAt(connectors.atx_24_pin),
          eps_8_pin: numberAt(connectors.eps_8_pin),
          pcie_12vhpwr: numberAt(connectors.pcie_12vhpwr),
          pcie_6_plus_2_pin: numberAt(connectors.pcie_6_plus_2_pin),
          sata: numberAt(connectors.sata),
          molex_4_pin: numberAt(connectors.molex_4_pin),
        }
      : null,
    cybenetics_efficiency_rating: textAt(source.cybernetics_efficiency_rating),
    cybenetics_noise_rating: textAt(source.cybernetics_noise_rating),
    color: colours(source.color),
  };
}

function pcCase(source: SourceRecord) {
  const dimensions = isRecord(source.dimensions_mm) ? source.dimensions_mm : null;
  return {
    form_factor: textAt(source.form_factor),
    supported_motherboard_form_factors: textsAt(source.supported_motherboard_form_factors).map(
      normaliseBoardFormFactor,
    ),
    max_gpu_length_mm: statedNumber(source.max_video_card_length),
    max_cpu_cooler_height_mm: statedNumber(source.max_cpu_cooler_height),
    supported_psu_form_factors: textsAt(source.supported_power_supply_form_factors),
    max_psu_length_mm: statedNumber(source.max_psu_length),
    psu_included: flagAt(source.power_supply_included) ?? psuIncluded(source.power_supply),
    power_supply: textAt(source.power_supply),
    expansion_slots: numberAt(source.expansion_slots),
    internal_3_5_bays: numberAt(source.internal_3_5_bays),
    internal_2_5_bays: numberAt(source.internal_2_5_bays),
    dimensions_mm: dimensions,
    dimensions_text: textAt(source.dimensions),
    volume_l: statedNumber(source.volume),
    weight_kg: statedNumber(source.weight),
    side_panel: textAt(source.side_panel),
    front_usb_ports: textsAt(source.front_usb_ports),
    supports_rear_connecting_motherboard: flagAt(source.supports_rear_connecting_motherboard),
    color: colours(source.color),
  };
}

function cpuCooler(source: SourceRecord) {
  const waterCooled = flagAt(source.water_cooled);
  return {
    cooler_type: waterCooled === null ? null : waterCooled ? 'liquid (AIO)' : 'air',
    supported_sockets: sockets(source.cpu_sockets),
    height_mm: statedNumber(source.height),
    radiator_size_mm: statedNumber(source.radiator_size),
    fan_size_mm: statedNumber(source.fan_size),
    fan_quantity: statedNumber(source.fan_quantity),
    min_fan_rpm: statedNumber(source.min_fan_rpm),
    max_fan_rpm: statedNumber(source.max_fan_rpm),
    min_noise_db: statedNumber(source.min_noise_level),
    max_noise_db: statedNumber(source.max_noise_level),
    fanless: flagAt(source.fanless),
    color: colours(source.color),
  };
}

function caseFan(source: SourceRecord) {
  return {
    size_mm: statedNumber(source.size),
    quantity: statedNumber(source.quantity),
    min_airflow_cfm: statedNumber(source.min_airflow),
    max_airflow_cfm: statedNumber(source.max_airflow),
    min_noise_db: statedNumber(source.min_noise_level),
    max_noise_db: statedNumber(source.max_noise_level),
    static_pressure_mmh2o: statedNumber(source.static_pressure),
    pwm: flagAt(source.pwm),
    led: textAt(source.led),
    connector: textAt(source.connector),
    controller: textAt(source.controller),
    flow_direction: textAt(source.flow_direction),
    color: colours(source.color),
  };
}

function monitor(source: SourceRecord) {
  const resolution = objectAt(source.resolution);
  return {
    screen_size_in: statedNumber(source.screen_size),
    resolution_width_px: statedNumber(resolution.horizontalRes),
    resolution_height_px: statedNumber(resolution.verticalRes),
    refresh_rate_hz: statedNumber(source.refresh_rate),
    panel_type: textAt(source.panel_type),
    response_time_ms: statedNumber(source.response_time),
    aspect_ratio: textAt(source.aspect_ratio),
    viewing_angle: textAt(source.viewing_angle),
    max_brightness_nits: statedNumber(source.max_brightness),
    hdr: textAt(source.hdr),
    adaptive_sync: textAt(source.adaptive_sync),
    connectors: textAt(source.connectors),
    color: colours(source.color),
  };
}

const CATEGORY_FIELDS: Record<OpenDbCategory, (source: SourceRecord) => Record<string, unknown>> = {
  cpu,
  gpu,
  motherboard,
  ram,
  storage,
  psu,
  case: pcCase,
  cpu_cooler: cpuCooler,
  case_fan: caseFan,
  monitor,
};

/**
 * What a part needs before the builder can offer it: a part without it could be neither filtered nor checked, and the
 * value is not guessed. Anything else missing is left null and its rule reports it unchecked.
 */
const REQUIRED: Record<OpenDbCategory, readonly (readonly [string, string])[]> = {
  cpu: [['socket', 'no socket']],
  gpu: [['chipset', 'no chipset']],
  motherboard: [
    ['socket', 'no socket'],
    ['form_factor', 'no form factor'],
  ],
  ram: [
    ['memory_type', 'no memory type'],
    ['capacity_gb', 'no capacity'],
  ],
  storage: [
    ['capacity_gb', 'no capacity'],
    ['interface', 'no interface'],
  ],
  psu: [['wattage_w', 'no wattage']],
  case: [['form_factor', 'no form factor']],
  cpu_cooler: [['cooler_type', 'no cooler type (air or liquid)']],
  case_fan: [['size_mm', 'no fan size']],
  monitor: [
    ['screen_size_in', 'no screen size'],
    ['resolution_width_px', 'no resolution'],
  ],
};

/** Laptop memory (SO-DIMM) is not a desktop part: a desktop board takes DIMMs. */
const isLaptopMemory = (fields: Record<string, unknown>) =>
  typeof fields.form_factor === 'string' && /SO-DIMM/i.test(fields.form_factor);

export function importRecord(source: SourceRecord, category: OpenDbCategory): ImportResult {
  const common = commonFields(source, category);
  if (!/^[0-9a-f-]{36}$/.test(common.id)) return { rejected: 'no valid id' };
  if (!common.name) return { rejected: 'no name' };
  if (!common.manufacturer) return { rejected: 'no manufacturer' };
  const fields = CATEGORY_FIELDS[category](source);
  for (const [field, reason] of REQUIRED[category]) if (fields[field] == null) return { rejected: reason };
  if (category === 'ram' && isLaptopMemory(fields)) return { rejected: 'laptop memory (SO-DIMM)' };
  return { record: { ...common, ...fields } };
}
