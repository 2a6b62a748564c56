const bikeFields = `
    series: String
    engineType: String
    "Engine displacement in cc."
    displacementCc: Float
    coolingSystem: String
    valvesPerCylinder: Int
    valveSystem: String
    fuelSystem: String
    maxPowerHp: Float
    maxPowerRpm: Int
    maxTorqueNm: Float
    maxTorqueRpm: Int
    boreMm: Float
    strokeMm: Float
    compressionRatio: String
    startingSystem: String
    fuelType: String
    "Claimed or tested fuel economy in km per litre."
    mileage: Float
    "Top speed in km/h."
    topSpeed: Float
    transmissionType: String
    numberOfGears: Int
    gearShiftPattern: String
    clutchType: String
    finalDrive: String
    overallLengthMm: Float
    overallWidthMm: Float
    overallHeightMm: Float
    wheelbaseMm: Float
    groundClearanceMm: Float
    seatHeightMm: Float
    kerbWeightKg: Float
    fuelTankCapacityL: Float
    frameType: String
    frontSuspension: String
    rearSuspension: String
    frontBrakeType: String
    frontBrakeSizeMm: Float
    rearBrakeType: String
    rearBrakeSizeMm: Float
    absType: String
    frontTyreSize: String
    rearTyreSize: String
    tyreType: String
    wheelType: String
    battery: String
    headlight: String
    tailLight: String
    turnSignal: String
    instrumentConsole: String
    "Display text, e.g. 'US $9,399 (list price)'."
    price: String
    "The list price as a number in priceCurrency (what the catalogue's price filter compares)."
    listPrice: Float
    "USD, INR, EUR or GBP."
    priceCurrency: String
    "The maker's page the specification was written from."
    sourceUrl: String
    warranty: String
    countryOfOrigin: String
`;

/** The lists a create or an update takes; BikeFeature answers each of them as a list, never null. */
const bikeInputLists = `
    highlights: [String!]
    drawbacks: [String!]
    additionalFeatures: [String!]
    coloursAvailable: [String!]
    imgs: [String!]
`;

/** The finder's filter fields and orders, declared once for bikeFinder and the deprecated searchBikeCatalog. */
const finderFilterFields = `
    "Matched against brand, model, series and engine type; blank means every bike."
    searchTerm: String
    "Brand paths, e.g. honda, royalenfield."
    companyPaths: [String!]
    "Engine size range in cc (50-2,500)."
    minDisplacementCc: Float
    maxDisplacementCc: Float
    "List price range (non-negative) in priceCurrency."
    minPrice: Float
    maxPrice: Float
    priceCurrency: String
`;

const finderSortValues = `
    "By brand, then the brand's own order."
    BRAND
    DISPLACEMENT_DESC
    DISPLACEMENT_ASC
    POWER_DESC
    MILEAGE_DESC
    "Best rated first: the average of the visible reviews, then the more reviews; bikes without reviews last."
    RATING_DESC
`;

export const bikeTypeDefs = /* GraphQL */ `
  "A bike's full specification, identified by its brand (companyPath) plus path."
  type BikeFeature {
    id: ID!
    "Brand name as people read it, e.g. Royal Enfield."
    companyName: String!
    "Brand path for links and lookups, e.g. royalenfield."
    companyPath: String!
    model: String!
    path: String!
    published: Boolean!
    highlights: [String!]!
    drawbacks: [String!]!
    additionalFeatures: [String!]!
    coloursAvailable: [String!]!
    "Root-relative image URLs."
    imgs: [String!]!
    "The first image, for clients that read one."
    img: String
    ${bikeFields}
    "Power, torque and kerb weight against the published bikes that state them."
    standing: [SpecStanding!]!
  }

  input BikeFeatureInput {
    "Brand name or path of an existing bike brand."
    company: String!
    model: String!
    "Lower-case slug: a-z, 0-9 and hyphens."
    path: String!
    published: Boolean = false
    ${bikeInputLists}
    ${bikeFields}
  }

  "Fields to change; omitted fields keep their value."
  input BikeFeatureUpdateInput {
    model: String
    published: Boolean
    ${bikeInputLists}
    ${bikeFields}
  }

  "Finder filters; every one is optional. A price range needs priceCurrency (prices are compared within one currency)."
  input BikeFinderFilter {
    ${finderFilterFields}
  }

  "The filter of the deprecated searchBikeCatalog: the same fields as BikeFinderFilter."
  input BikeCatalogFilter {
    ${finderFilterFields}
  }

  "Finder order; bikes without the sorted number come last."
  enum BikeSort {
    ${finderSortValues}
  }

  "The order of the deprecated searchBikeCatalog: the same values as BikeSort."
  enum BikeCatalogSort {
    ${finderSortValues}
  }

  "The bike finder's answer (FinderAnswer), with the currencies its price filter offers."
  type BikeFinderPage implements FinderAnswer {
    "One page of matches."
    items: [BikeFeature!]!
    "Number of bikes matching the filter (all pages)."
    totalCount: Int!
    pagination: PaginationInfo!
    "Computed only when asked for: every filter field's options (companyPaths, minDisplacementCc, maxDisplacementCc, priceCurrency) with the number of bikes each would leave."
    optionCounts: [FinderOptionCounts!]!
    "Currencies list prices are stated in, for the price filter."
    priceCurrencies: [String!]!
    "Computed only when asked for: the engine size range (displacementCc) as a histogram."
    histograms: [FinderHistogram!]!
  }

  "The answer of the deprecated searchBikeCatalog."
  type BikeCatalogResult {
    "One page of matches."
    items: [BikeFeature!]!
    "Every match (all pages)."
    total: Int! @deprecated(reason: "Use bikeFinder's totalCount instead.")
    pagination: PaginationInfo!
    "Currencies list prices are stated in, for the price filter."
    priceCurrencies: [String!]!
    "Computed only when asked for: every filter field's options (companyPaths, minDisplacementCc, maxDisplacementCc, priceCurrency) with the number of bikes each would leave."
    optionCounts: [FinderOptionCounts!]!
    "Computed only when asked for: the engine size range (displacementCc) as a histogram."
    histograms: [FinderHistogram!]!
  }

  extend type Query {
    "The bike finder: published bikes (admins also see drafts) matching every given filter, by brand then model unless sorted otherwise. Pages are 1-based; limit is 1..200 (default 60)."
    bikeFinder(filter: BikeFinderFilter, sort: BikeSort = BRAND, page: Int = 1, limit: Int = 60): BikeFinderPage!
    "The bike catalogue: published bikes (admins also see drafts) matching every given filter, by brand then model unless sorted otherwise."
    searchBikeCatalog(
      filter: BikeCatalogFilter
      "Bikes per page, 1..200."
      limit: Int = 60
      sort: BikeCatalogSort = BRAND
      "1-based."
      page: Int = 1
    ): BikeCatalogResult! @deprecated(reason: "Use bikeFinder instead.")
    getBikeFeature(company: String!, path: String!): BikeFeature
    "Admins see drafts too; everyone else gets published bikes only."
    getAllBikeFeatures: [BikeFeature!]!
    getPublishedBikeFeatures: [BikeFeature!]!
    getBikeFeaturesByCompany(company: String!): [BikeFeature!]!
    "Blank terms return the published list."
    searchBikeFeatures(searchTerm: String!): [BikeFeature!]!
    "Published bikes by max power, highest first (limit 1..50)."
    getTopPerformers(limit: Int = 10): [BikeFeature!]!
    "Published bikes by mileage (km/l), highest first (limit 1..50)."
    getFuelEfficientBikes(limit: Int = 10): [BikeFeature!]!
    "Published bikes stating both maxPowerHp and kerbWeightKg, by power per kilogram, highest first (limit 1..50)."
    getPowerToWeightLeaders(limit: Int = 8): [BikeFeature!]!
  }

  extend type Mutation {
    "Admins only."
    createBikeFeature(input: BikeFeatureInput!): BikeFeature!
    "Admins only."
    updateBikeFeature(company: String!, path: String!, input: BikeFeatureUpdateInput!): BikeFeature!
    "Admins only. True when a bike was deleted."
    deleteBikeFeature(company: String!, path: String!): Boolean!
    "Admins only. Flips published."
    toggleBikeFeaturePublished(company: String!, path: String!): BikeFeature!
  }
`;
