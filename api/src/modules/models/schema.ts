/** The fields a spec document (a category's ...Feature type) opens with: which model it is and what people say of it. */
export const SPEC_DOCUMENT_FIELDS = /* GraphQL */ `
    "Brand path (lower-case, no spaces) for links."
    companyPath: String!
    "Brand name as people read it."
    companyName: String!
    model: String!
    path: String!
    series: String
    published: Boolean!
    highlights: [String!]!
    drawbacks: [String!]!
`;

/** The fields a spec document's header banner opens with: its title, release, colours, votes, price and pictures. */
export const BANNER_FIELDS = /* GraphQL */ `
    title: String!
    released: String
    colors: [String!]!
    liked: Int!
    disliked: Int!
    price: String
    images: [String!]!
`;

/** The fields a finder match (LaptopFinderItem, PhoneFinderItem) opens with: the model, its link, its launch price. */
export const finderItemFields = (section: 'laptop' | 'mobile') => /* GraphQL */ `
    "Brand path (lower-case, no spaces) for links: /${section}/{companyPath}/{path}."
    companyPath: String!
    "Brand name as people read it."
    companyName: String!
    name: String!
    path: String!
    img: String
    released: String
    "US list price at launch, in cents (a list price, not a shop price)."
    listPriceCents: Int
    "ISO 4217 currency of listPriceCents."
    currency: String
`;

/** The queries a model section (phones, laptops) answers alike: its list pages, its search and its spec document. */
export const sectionQueryFields = (names: {
  list: string;
  search: string;
  feature: string;
  featureType: string;
}) => /* GraphQL */ `
    "Pages are 1-based; limit is 1..100 (default 12)."
    ${names.list}(input: ModelListInput, page: Int = 1, limit: Int = 12): ModelListPage!
    "At most 20 results; a blank key returns an empty list."
    ${names.search}(searchKey: String!): [SearchResult!]!
    "company is matched case-insensitively (path or name); null when not found."
    ${names.feature}(company: String!, path: String!): ${names.featureType}
`;

/** Types every category's model pages share: brands, list pages, search results, compare sides, spec models. */
export const modelTypeDefs = /* GraphQL */ `
  "A spec document's header banner, whatever the category: what every model page shows at its top."
  interface Banner {
    ${BANNER_FIELDS}
  }

  "A category's spec document (LaptopFeature, MobileFeature): the fields every model page and comparison read alike."
  interface SpecDocument {
    ${SPEC_DOCUMENT_FIELDS}
    headerBanner: Banner!
  }

  "A number model pages rank a model by within its catalogue, with its unit."
  enum StandingKey {
    "Battery capacity, mAh (phones)."
    BATTERY
    "Battery capacity, Wh (laptops)."
    BATTERY_WH
    "Display diagonal, inches."
    DISPLAY_SIZE
    "Highest display refresh rate, Hz."
    REFRESH_RATE
    "US list price at launch, dollars."
    PRICE
    "Peak power, hp."
    POWER
    "Peak torque, Nm."
    TORQUE
    "Weight, kg (a bike's kerb weight)."
    WEIGHT
    "Processor cores (PC parts)."
    CORES
    "Thermal design power, W (PC parts): less is cooler and easier to power."
    TDP
  }

  "Where one of a model's numbers stands among the models of its catalogue that state it (the finder's models: listed ones)."
  type SpecStanding {
    key: StandingKey!
    "The model's value, in the key's unit."
    value: Float!
    "Whether more is better (battery, power) or less (weight, price)."
    higherIsBetter: Boolean!
    "The share of the rankedAmong models this one beats, in whole percent rounded down (0..99): those with a strictly smaller value when higher is better, a strictly larger one when lower is. Equal values are not beaten."
    percentile: Int!
    "How many of the catalogue's models state this number."
    rankedAmong: Int!
  }

  "A brand. path is the lower-cased name with spaces removed (OnePlus -> oneplus)."
  type Company {
    name: String!
    "Root-relative URL of the brand logo, e.g. /media/logos/google.svg"
    logo: String!
    path: String!
    ordinal: Int!
  }

  "One side of a compare pair."
  type CompareModel {
    name: String!
    img: String
    path: String!
    "Brand path (lower-case, no spaces) for links."
    companyPath: String!
    "Brand name as people read it."
    companyName: String!
    description: String
    price: String
  }

  "Filter for model lists. company is a brand path or name (case-insensitive)."
  input ModelListInput {
    company: String
    series: String
    "Free text over brand, name and series."
    search: String
  }

  type ModelListItem {
    "Brand name as people read it."
    companyName: String!
    "Brand path (lower-case, no spaces) for links."
    companyPath: String!
    series: String
    name: String!
    img: String
    ordinal: Int!
    path: String!
  }

  type ModelListPage {
    data: [ModelListItem!]!
    pagination: PaginationInfo!
  }

  type SearchResult {
    name: String!
    "Brand name as people read it."
    companyName: String!
    "Brand path (lower-case, no spaces) for links."
    companyPath: String!
    path: String!
    series: String
    img: String
  }

  type SpecModel {
    id: ID!
    "Brand name as people read it."
    companyName: String!
    "Brand path (lower-case, no spaces) for links."
    companyPath: String!
    name: String!
    "mobile, laptop or bike"
    type: String!
    img: String
    path: String!
    ordinal: Int!
  }

  extend type Query {
    companies(category: CompanyCategory!): [Company!]!
    "type: mobile, laptop or bike; all published models when omitted."
    specModels(type: String): [SpecModel!]!
    specModelsByCompany(company: String!, type: String): [SpecModel!]!
  }
`;
