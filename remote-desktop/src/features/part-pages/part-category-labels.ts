import { byDifference, byPercent, clockSpeed, dataSize, pixelCount } from '@gadgets/shared-ui/widgets';
import { higher, lower, type RowMeasure } from './part-compare-measures';

/**
 * One row of a spec table: the `specs` field it shows, its label (the value brings its unit, see part-spec-values),
 * and for a row of numbers, how a comparison scores it and words a lead in it.
 */
type LabelledField = readonly [field: string, label: string, measure?: RowMeasure];

export interface SpecGroupLabels {
  title: string;
  fields: readonly LabelledField[];
}

/**
 * How the part pages word one category. A category without labels still gets a page (every field under 'More details'),
 * so a new category needs only an entry here.
 */
export interface PartCategoryLabels {
  /** 'CPU' and 'CPUs': one part and several, as the page's sentences write them. */
  one: string;
  many: string;
  groups: readonly SpecGroupLabels[];
  /**
   * The categories whose parts the compatibility rules check against this one, in the order a builder cares about:
   * the page counts the compatible parts of each.
   */
  pairsWith: readonly string[];
}

/** Rows every category shows after its own, from the fields every record has. */
export const PRODUCT_GROUP: SpecGroupLabels = {
  title: 'Product',
  fields: [
    ['series', 'Series'],
    ['variant', 'Variant'],
    ['release_year', 'Release year'],
    ['part_numbers', 'Part numbers'],
    ['color', 'Color'],
  ],
};

export const PART_CATEGORY_LABELS: Record<string, PartCategoryLabels> = {
  cpu: {
    one: 'CPU',
    many: 'CPUs',
    pairsWith: ['motherboard', 'cpu_cooler', 'ram', 'psu'],
    groups: [
      {
        title: 'Cores and clocks',
        fields: [
          ['cores', 'Cores', higher(byPercent('more cores'))],
          ['threads', 'Threads', higher(byPercent('more threads'))],
          ['performance_cores', 'Performance cores'],
          ['efficiency_cores', 'Efficiency cores'],
          ['base_clock_ghz', 'Base clock', higher(byPercent('higher base clock'), clockSpeed)],
          ['boost_clock_ghz', 'Boost clock', higher(byPercent('higher boost clock'), clockSpeed)],
          ['efficiency_base_clock_ghz', 'Efficiency-core base clock'],
          ['efficiency_boost_clock_ghz', 'Efficiency-core boost clock'],
          ['smt', 'Simultaneous multithreading'],
          ['l2_cache_mb', 'L2 cache'],
          ['l3_cache_mb', 'L3 cache', higher(byPercent('more L3 cache'))],
        ],
      },
      {
        title: 'Platform',
        fields: [
          ['socket', 'Socket'],
          ['family', 'Family'],
          ['microarchitecture', 'Microarchitecture'],
          ['core_family', 'Core family'],
          ['tdp_w', 'TDP'],
          ['lithography', 'Lithography'],
          ['packaging', 'Packaging'],
          ['includes_cooler', 'Cooler included'],
        ],
      },
      {
        title: 'Memory',
        fields: [
          ['memory_types', 'Memory types'],
          ['memory_channels', 'Memory channels'],
          ['max_memory_gb', 'Maximum memory'],
          ['ecc_support', 'ECC support'],
        ],
      },
      {
        title: 'Graphics',
        fields: [
          ['has_integrated_graphics', 'Integrated graphics'],
          ['integrated_graphics', 'Integrated graphics model'],
        ],
      },
    ],
  },
  cpu_cooler: {
    one: 'CPU cooler',
    many: 'CPU coolers',
    pairsWith: ['cpu', 'motherboard', 'case'],
    groups: [
      {
        title: 'Cooler',
        fields: [
          ['cooler_type', 'Type'],
          ['supported_sockets', 'Sockets'],
          ['height_mm', 'Height'],
          ['radiator_size_mm', 'Radiator size'],
          ['fanless', 'Fanless'],
        ],
      },
      {
        title: 'Fans',
        fields: [
          ['fan_size_mm', 'Fan size'],
          ['fan_quantity', 'Fans'],
          ['min_fan_rpm', 'Lowest fan speed'],
          ['max_fan_rpm', 'Highest fan speed'],
          ['min_noise_db', 'Lowest noise'],
          ['max_noise_db', 'Highest noise', lower(byDifference('quieter'))],
        ],
      },
    ],
  },
  motherboard: {
    one: 'motherboard',
    many: 'motherboards',
    pairsWith: ['cpu', 'ram', 'cpu_cooler', 'storage', 'case'],
    groups: [
      {
        title: 'Platform',
        fields: [
          ['socket', 'Socket'],
          ['chipset', 'Chipset'],
          ['form_factor', 'Form factor'],
          ['back_connect_connectors', 'Connectors on the back'],
        ],
      },
      {
        title: 'Memory',
        fields: [
          ['memory_type', 'Memory type'],
          ['memory_slots', 'Memory slots'],
          ['memory_max_gb', 'Maximum memory', higher(byPercent('higher memory limit'), dataSize)],
          ['ecc_support', 'ECC support'],
        ],
      },
      {
        title: 'Expansion and storage',
        fields: [
          ['pcie_slots', 'PCIe slots'],
          ['m2_slot_count', 'M.2 slots'],
          ['m2_slots', 'M.2 slot details'],
          ['sata_6gbps_ports', 'SATA 6 Gb/s ports'],
        ],
      },
      {
        title: 'Connectivity and power',
        fields: [
          ['wifi', 'Wi-Fi'],
          ['wireless_networking', 'Wireless networking'],
          ['onboard_ethernet', 'Ethernet'],
          ['power_connectors', 'Power connectors'],
        ],
      },
    ],
  },
  ram: {
    one: 'memory kit',
    many: 'memory kits',
    pairsWith: ['motherboard', 'cpu'],
    groups: [
      {
        title: 'Kit',
        fields: [
          ['memory_type', 'Memory type'],
          ['capacity_gb', 'Capacity', higher(byPercent('more memory'), dataSize)],
          ['modules', 'Modules'],
          ['speed_mts', 'Speed', higher(byPercent('faster memory'))],
          ['cas_latency', 'CAS latency', lower(byPercent('lower CAS latency'))],
          ['timings', 'Timings'],
          ['voltage_v', 'Voltage'],
          ['profile_support', 'Overclocking profiles'],
        ],
      },
      {
        title: 'Build',
        fields: [
          ['form_factor', 'Form factor'],
          ['ecc', 'ECC'],
          ['registered', 'Registered'],
          ['heat_spreader', 'Heat spreader'],
          ['rgb', 'RGB lighting'],
          ['height_mm', 'Height'],
        ],
      },
    ],
  },
  storage: {
    one: 'drive',
    many: 'drives',
    pairsWith: ['motherboard'],
    groups: [
      {
        title: 'Drive',
        fields: [
          ['storage_type', 'Type'],
          ['capacity_gb', 'Capacity', higher(byPercent('more capacity'), dataSize)],
          ['interface', 'Interface'],
          ['nvme', 'NVMe'],
          ['form_factor', 'Form factor'],
          ['cache_mb', 'Cache', higher(byPercent('more cache'))],
        ],
      },
    ],
  },
  gpu: {
    one: 'video card',
    many: 'video cards',
    pairsWith: ['case', 'psu'],
    groups: [
      {
        title: 'Chipset',
        fields: [
          ['chipset_manufacturer', 'Chipset maker'],
          ['chipset', 'Chipset'],
          ['core_base_clock_mhz', 'Base clock'],
          ['core_boost_clock_mhz', 'Boost clock', higher(byPercent('higher boost clock'), clockSpeed)],
          ['interface', 'Interface'],
        ],
      },
      {
        title: 'Memory',
        fields: [
          ['memory_gb', 'Memory', higher(byPercent('more video memory'), dataSize)],
          ['memory_type', 'Memory type'],
          ['memory_bus_bits', 'Memory bus', higher(byPercent('wider memory bus'))],
          ['effective_memory_clock_mhz', 'Effective memory clock'],
        ],
      },
      {
        title: 'Size and power',
        fields: [
          ['length_mm', 'Length'],
          ['slot_width', 'Thickness'],
          ['case_expansion_slot_width', 'Expansion slots covered'],
          ['tdp_w', 'TDP'],
          ['power_connectors', 'Power connectors'],
          ['cooling', 'Cooling'],
        ],
      },
      { title: 'Outputs', fields: [['video_outputs', 'Video outputs']] },
    ],
  },
  case: {
    one: 'case',
    many: 'cases',
    pairsWith: ['motherboard', 'gpu', 'cpu_cooler', 'psu'],
    groups: [
      {
        title: 'What fits',
        fields: [
          ['form_factor', 'Type'],
          ['supported_motherboard_form_factors', 'Motherboards'],
          ['max_gpu_length_mm', 'Longest video card', higher(byDifference('more room for a video card'))],
          ['max_cpu_cooler_height_mm', 'Tallest CPU cooler', higher(byDifference('more room for a cooler'))],
          ['supported_psu_form_factors', 'Power supplies'],
          ['max_psu_length_mm', 'Longest power supply'],
          ['supports_rear_connecting_motherboard', 'Boards with connectors on the back'],
          ['expansion_slots', 'Expansion slots'],
          ['internal_3_5_bays', 'Internal 3.5" bays'],
          ['internal_2_5_bays', 'Internal 2.5" bays'],
        ],
      },
      {
        title: 'Build',
        fields: [
          ['dimensions_mm', 'Dimensions (W × H × D)'],
          ['dimensions_text', 'Dimensions as listed'],
          ['volume_l', 'Volume'],
          ['weight_kg', 'Weight', lower(byDifference('lighter'))],
          ['side_panel', 'Side panel'],
          ['front_usb_ports', 'Front USB ports'],
          ['psu_included', 'Power supply included'],
          ['power_supply', 'Included power supply'],
        ],
      },
    ],
  },
  psu: {
    one: 'power supply',
    many: 'power supplies',
    pairsWith: ['case', 'gpu', 'cpu'],
    groups: [
      {
        title: 'Power',
        fields: [
          ['wattage_w', 'Wattage', higher(byPercent('more wattage'))],
          ['efficiency_rating', 'Efficiency rating'],
          ['cybenetics_efficiency_rating', 'Cybenetics efficiency'],
          ['cybenetics_noise_rating', 'Cybenetics noise'],
          ['modular', 'Modular'],
          ['fanless', 'Fanless'],
        ],
      },
      {
        title: 'Size and connectors',
        fields: [
          ['form_factor', 'Form factor'],
          ['length_mm', 'Length'],
          ['connectors', 'Connectors'],
        ],
      },
    ],
  },
  case_fan: {
    one: 'case fan',
    many: 'case fans',
    pairsWith: [],
    groups: [
      {
        title: 'Fan',
        fields: [
          ['size_mm', 'Size'],
          ['quantity', 'Fans in the pack'],
          ['connector', 'Connector'],
          ['pwm', 'PWM speed control'],
          ['controller', 'Controller'],
          ['flow_direction', 'Airflow direction'],
          ['led', 'Lighting'],
        ],
      },
      {
        title: 'Performance',
        fields: [
          ['min_airflow_cfm', 'Lowest airflow'],
          ['max_airflow_cfm', 'Highest airflow', higher(byPercent('more airflow'))],
          ['static_pressure_mmh2o', 'Static pressure', higher(byPercent('more static pressure'))],
          ['min_noise_db', 'Lowest noise'],
          ['max_noise_db', 'Highest noise', lower(byDifference('quieter'))],
        ],
      },
    ],
  },
  monitor: {
    one: 'monitor',
    many: 'monitors',
    pairsWith: [],
    groups: [
      {
        title: 'Screen',
        fields: [
          ['screen_size_in', 'Screen size', higher(byDifference('larger screen'))],
          ['resolution', 'Resolution', higher(byPercent('more pixels'), pixelCount)],
          ['aspect_ratio', 'Aspect ratio'],
          ['panel_type', 'Panel'],
          ['refresh_rate_hz', 'Refresh rate', higher(byDifference('higher refresh rate'))],
          ['response_time_ms', 'Response time', lower(byDifference('faster response'))],
          ['max_brightness_nits', 'Brightness', higher(byPercent('brighter screen'))],
          ['viewing_angle', 'Viewing angle'],
          ['hdr', 'HDR'],
          ['adaptive_sync', 'Adaptive sync'],
        ],
      },
      { title: 'Inputs', fields: [['connectors', 'Inputs']] },
    ],
  },
};

/** A category's wording: its labels, or words made from its name until it has some ('sound_card' -> 'sound card'). */
export function categoryLabelsOf(category: string): PartCategoryLabels {
  const key = category.toLowerCase();
  const labels = PART_CATEGORY_LABELS[key];
  if (labels) return labels;
  const one = key.replace(/_/g, ' ');
  return { one, many: `${one}s`, groups: [], pairsWith: [] };
}
