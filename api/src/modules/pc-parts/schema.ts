export const pcPartTypeDefs = /* GraphQL */ `
  enum PcPartCategory {
    CPU
    GPU
    MOTHERBOARD
    RAM
    STORAGE
    PSU
    CASE
    CPU_COOLER
    CASE_FAN
    MONITOR
  }

  "Whose launch price a part carries: its own, or (a video card) its chipset's reference card, which boards start from."
  enum PcPartPriceKind {
    PART
    CHIPSET
  }

  "A page a price was read from."
  type PriceSource {
    title: String!
    url: String!
  }

  "A launch list price as the maker announced it (not a shop price), with where it was published."
  type PcPartListPrice {
    amountCents: Int!
    "ISO 4217 currency."
    currency: String!
    "PART: this part's own launch price. CHIPSET: a video card's chipset's (shown as 'from')."
    kind: PcPartPriceKind!
    "The first source's title."
    source: String!
    "The first source's address."
    sourceUrl: String
    "The maker's page, or two independent pages that agree."
    sources: [PriceSource!]!
  }

  """
  A part from the BuildCores OpenDB subset. specs holds every field of the source record for its category
  (see api/data/pc-parts/README.md); the typed fields are the ones a compatibility check needs most.
  """
  type PcPart {
    id: ID!
    category: PcPartCategory!
    manufacturer: String!
    name: String!
    releaseYear: Int
    "CPU and motherboard socket (LGA1700, AM5, ...)."
    socket: String
    "Sockets a CPU cooler supports."
    supportedSockets: [String!]!
    "Motherboard or case/PSU form factor."
    formFactor: String
    "Motherboard and RAM memory type (DDR4/DDR5)."
    memoryType: String
    "PSU wattage or CPU/GPU TDP, in watts."
    watts: Int
    "Null when no launch list price was published for this part."
    listPrice: PcPartListPrice
    specs: JSON!
    "Cores, TDP and list price against the parts of its category that state them (those it has)."
    standing: [SpecStanding!]!
  }

  enum ProblemSeverity {
    ERROR
    WARNING
  }

  "One compatibility problem: a sentence naming the parts and their values."
  type CompatibilityProblem {
    "Rule id, e.g. cpu-socket, power."
    rule: String!
    severity: ProblemSeverity!
    message: String!
    partIds: [ID!]!
  }

  "The compatibility engine's verdict on a build."
  type PcBuildCheck {
    "Errors first, then warnings."
    problems: [CompatibilityProblem!]!
    "Checks the data could not make (a field the source does not state)."
    unchecked: [String!]!
    estimatedWattage: Int!
    "Smallest power supply rating with 25% headroom, in 50 W steps."
    recommendedPsuWattage: Int!
  }

  "Picker order; parts without the sorted value come last."
  enum PcPartSortField {
    NAME
    PRICE
    RELEASE_YEAR
    CORES
    BOOST_CLOCK
    TDP
    MEMORY_SPEED
    CAPACITY
    WATTAGE
    LENGTH
  }

  """
  One of a category's own filters (pc-compatibility's PART_FILTERS: a GPU's chipset, a PSU's wattage, ...): a choice
  takes values (any of them matches), a number takes bounds. A field the category does not have is refused.
  """
  input PcPartFieldFilter {
    field: String!
    values: [String!]
    min: Float
    max: Float
  }

  "Every field is optional; lists match any of their values."
  input PcPartFilter {
    "Words of the maker or name (prefix match)."
    search: String
    manufacturers: [String!]
    sockets: [String!]
    memoryTypes: [String!]
    "Motherboard form factors (ATX, Micro-ATX, Mini-ITX, E-ATX)."
    boardFormFactors: [String!]
    "Drive interfaces: M.2 or SATA."
    storageInterfaces: [String!]
    minCapacityGb: Float
    "Parts with a list price at most this (parts without one are left out)."
    maxPriceCents: Int
    "The category's own filters, each at most once."
    fields: [PcPartFieldFilter!]
  }

  "A part as a candidate for the build: whether it fits, and the problems it would be part of."
  type PcPartPickItem {
    part: PcPart!
    compatible: Boolean!
    problems: [CompatibilityProblem!]!
  }

  "The part picker's answer (FinderAnswer): one build slot's finder, with the makers its filter offers."
  type PcPartPickerPage implements FinderAnswer {
    items: [PcPartPickItem!]!
    "Number of parts matching the filter (all pages)."
    totalCount: Int!
    pagination: PaginationInfo!
    "Every maker of the category, for the filter."
    manufacturers: [String!]!
    "Computed only when asked for: every filter's options with the number of parts each would leave, the build's compatibility applied: manufacturers, maxPriceCents, the category's own filters by field name, and the older sockets, memoryTypes, boardFormFactors, storageInterfaces and minCapacityGb where the category has them."
    optionCounts: [FinderOptionCounts!]!
  }

  extend type Query {
    "Parts of one category (or all), optionally matching search; limit 1..200 (default 50)."
    pcParts(category: PcPartCategory, search: String, limit: Int = 50): [PcPart!]!
    """
    The PC builder's part picker: one category, filtered and sorted on stored columns. compatibleWith is the build
    (part ids); with compatibleOnly (default) only parts the build takes are listed, by the compatibility engine's
    rules run as finder conditions. Pages are 1-based; limit 1..50 (default 20).
    """
    pcPartPicker(
      category: PcPartCategory!
      filter: PcPartFilter
      compatibleWith: [ID!]
      compatibleOnly: Boolean = true
      sort: PcPartSortField = NAME
      descending: Boolean = false
      page: Int = 1
      limit: Int = 20
    ): PcPartPickerPage!
    "One part by id (a part page); null when the catalogue has none."
    pcPart(id: ID!): PcPart
    "Parts in the order given (a repeated id repeats); unknown ids are left out. At most 40."
    pcPartsByIds(ids: [ID!]!): [PcPart!]!
    "The compatibility engine's verdict on a set of parts (at most 40)."
    pcBuildCheck(partIds: [ID!]!): PcBuildCheck!
  }
`;
