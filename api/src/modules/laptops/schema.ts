import { BANNER_FIELDS, finderItemFields, sectionQueryFields, SPEC_DOCUMENT_FIELDS } from '../models/schema';

export const laptopTypeDefs = /* GraphQL */ `
  type LaptopComparePair {
    id: ID!
    laptopOne: CompareModel!
    laptopTwo: CompareModel!
  }

  type HeaderBanner implements Banner {
    ${BANNER_FIELDS}
  }

  type LaptopDisplay {
    type: String
    screenSize: String
    resolution: String
    refresh_rate: String
    brightness: String
    hdr: String
    aspectRatio: String
  }

  type LaptopCamera {
    cameras: [String!]!
    video: String
  }

  type LaptopWireless {
    bluetooth: String
    wifi: String
    nfc: String
    ports: [String!]!
  }

  type LaptopBattery {
    type: String
    capacity: String
    charging: String
    usage: String
  }

  type Build {
    material: String
    keyboard: String
    trackpad: String
    weight: String
  }

  type OperatingSystem {
    preinstalled: String
    upgradeable: String
  }

  type LaptopFeatures {
    availability: Availability!
    cpu: Cpu!
    display: LaptopDisplay!
    storage: Storage!
    ram: Ram!
    "Same as ram (older clients read memory)."
    memory: Ram!
    camera: LaptopCamera!
    sound: Sound!
    wireless: LaptopWireless!
    battery: LaptopBattery!
    build: Build!
    os: OperatingSystem!
  }

  type LaptopFeature implements SpecDocument {
    ${SPEC_DOCUMENT_FIELDS}
    headerBanner: HeaderBanner!
    features: LaptopFeatures!
    "The maker's data sheet the facts were written from."
    sourceUrl: String
    "Battery, screen size, weight and price against the listed laptops that state them."
    standing: [SpecStanding!]!
  }

  "Processor family, from the maker's processor name."
  enum LaptopCpuFamily {
    APPLE_SILICON
    INTEL_CORE_ULTRA
    INTEL_CORE
    INTEL_OTHER
    AMD_RYZEN
    QUALCOMM_SNAPDRAGON
  }

  enum LaptopGpuKind {
    INTEGRATED
    DEDICATED
  }

  enum LaptopOs {
    WINDOWS
    MACOS
    CHROMEOS
  }

  "Finder order; laptops without the sorted number come last."
  enum LaptopSort {
    PRICE_ASC
    PRICE_DESC
    WEIGHT_ASC
    NEWEST
    BATTERY_DESC
    "Best rated first: the average of the visible reviews, then the more reviews; laptops without reviews last."
    RATING_DESC
  }

  "Every field is optional; lists match any of their values; bounds are inclusive."
  input LaptopFinderFilter {
    "Brand paths (lower-case, no spaces), e.g. [\\"hp\\", \\"dell\\"]; at most 20."
    companyPaths: [String!]
    "US list price at launch, in cents."
    minPriceCents: Int
    maxPriceCents: Int
    minScreenInches: Float
    maxScreenInches: Float
    minRamGb: Int
    minStorageGb: Int
    maxWeightKg: Float
    minBatteryWh: Float
    cpuFamilies: [LaptopCpuFamily!]
    gpuKind: LaptopGpuKind
    operatingSystems: [LaptopOs!]
    minReleaseYear: Int
    maxReleaseYear: Int
  }

  "One finder match with the numbers people compare; null means the maker's data sheet does not state it."
  type LaptopFinderItem {
    ${finderItemFields('laptop')}
    series: String
    screenInches: Float
    ramGb: Int
    storageGb: Int
    weightKg: Float
    batteryWh: Float
    releaseYear: Int
    cpuFamily: LaptopCpuFamily
    gpuKind: LaptopGpuKind
    os: LaptopOs
  }

  type LaptopBrandFacet {
    companyPath: String!
    companyName: String!
    count: Int!
  }

  type IntRange {
    min: Int!
    max: Int!
  }

  type FloatRange {
    min: Float!
    max: Float!
  }

  "The options the finder offers, over the whole laptop catalogue."
  type LaptopFinderFacets {
    brands: [LaptopBrandFacet!]!
    ramOptions: [Int!]!
    storageOptions: [Int!]!
    cpuFamilies: [LaptopCpuFamily!]!
    gpuKinds: [LaptopGpuKind!]!
    operatingSystems: [LaptopOs!]!
    listPriceCents: IntRange
    screenInches: FloatRange
    weightKg: FloatRange
    releaseYears: IntRange
  }

  "The laptop finder's answer (FinderAnswer), with the brands and years its filters offer."
  type LaptopFinderPage implements FinderAnswer {
    items: [LaptopFinderItem!]!
    "Number of laptops matching the filter (all pages)."
    totalCount: Int!
    pagination: PaginationInfo!
    "Computed only when asked for: every counted filter field's options (companyPaths, minRamGb, minStorageGb, cpuFamilies, gpuKind, operatingSystems, minReleaseYear, maxReleaseYear) with the number of laptops each would leave."
    optionCounts: [FinderOptionCounts!]!
    "Computed only when asked for; the same for every filter."
    facets: LaptopFinderFacets! @deprecated(reason: "Use optionCounts, brands and releaseYears instead.")
    "Computed only when asked for: the price, screen size and weight ranges as histograms."
    histograms: [FinderHistogram!]!
    "The brands the finder offers, over the whole catalogue."
    brands: [FinderBrand!]!
    "The release years the finder offers, newest first."
    releaseYears: [Int!]!
  }

  extend type Query {
    laptopComparePairs: [LaptopComparePair!]!
    ${sectionQueryFields({ list: 'laptopModels', search: 'searchLaptops', feature: 'laptopFeature', featureType: 'LaptopFeature' })}
    "Laptops by the numbers. Pages are 1-based; limit is 1..60 (default 12); sort defaults to NEWEST."
    laptopFinder(
      filter: LaptopFinderFilter
      sort: LaptopSort = NEWEST
      page: Int = 1
      limit: Int = 12
    ): LaptopFinderPage!
  }
`;
