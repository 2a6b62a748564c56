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
    specs: JSON!
  }

  extend type Query {
    "Parts of one category (or all), optionally matching search; limit 1..200 (default 50)."
    pcParts(category: PcPartCategory, search: String, limit: Int = 50): [PcPart!]!
  }
`;
