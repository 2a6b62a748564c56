export const customPcTypeDefs = /* GraphQL */ `
  type CustomPcVariant {
    _id: ID!
    "Part category: cpu, gpu, motherboard, ram, storage, psu, case, cpu_cooler or other."
    category: String!
    description: String!
    price: Float!
    "The catalogue part this line refers to, if any."
    partId: ID
    part: PcPart
  }

  "A PC build. The owner is the signed-in user who created it."
  type CustomPc {
    _id: ID!
    userEmail: String!
    name: String!
    "Sum of the variant prices."
    price: Float!
    variants: [CustomPcVariant!]!
    "The compatibility engine's verdict on the catalogue parts among the variants (saving never blocks on it)."
    compatibility: PcBuildCheck!
    createdAt: String!
    updatedAt: String!
    "When the build was first published (its page is /desktop/builds/<id>); null while it is not public."
    publishedAt: String
  }

  input VariantInput {
    category: String!
    description: String!
    price: Float!
    partId: ID
  }

  input CustomPcInput {
    name: String!
    "When given on update, replaces all variants."
    variants: [VariantInput!]
  }

  extend type Query {
    "The signed-in user's builds."
    myCustomPcs: [CustomPc!]!
    "Owner or admin only."
    customPc(id: ID!): CustomPc
    "Admins only."
    allCustomPcs: [CustomPc!]!
    "The user's own e-mail, or any e-mail for admins."
    customPcsByUser(userEmail: String!): [CustomPc!]!
  }

  extend type Mutation {
    createCustomPc(input: CustomPcInput!): CustomPc!
    updateCustomPc(id: ID!, input: CustomPcInput!): CustomPc!
    deleteCustomPc(id: ID!): Boolean!
    addVariantToCustomPc(customPcId: ID!, variant: VariantInput!): CustomPc!
    updateVariant(customPcId: ID!, variantId: ID!, variant: VariantInput!): CustomPc!
    removeVariantFromCustomPc(customPcId: ID!, variantId: ID!): CustomPc!
    "Publishes the viewer's own build, or refreshes its public page: a snapshot of its parts, prices and verdict now."
    publishCustomPc(id: ID!): CustomPc!
    "Takes a build's public page down (its owner or an admin); the page answers 404 from then on."
    unpublishCustomPc(id: ID!): CustomPc!
    "Likes a public build (liked true) or takes the like back. Signed-in only; one like per account."
    likePublicBuild(id: ID!, liked: Boolean!): PublicBuildLikes!
  }

  "LIST: the part's launch list price from the catalogue; CHIPSET: a card's chipset's launch price (the card has none of its own); OWN: the price its owner typed for it."
  enum PublicBuildPriceKind {
    LIST
    CHIPSET
    OWN
  }

  type PublicBuildPrice {
    amountCents: Int!
    kind: PublicBuildPriceKind!
    "Where a list price was published."
    sourceUrl: String
  }

  type PublicBuildPart {
    "The engine's category: cpu, cpu_cooler, motherboard, ram, storage, gpu, case, psu (or what a saved line says)."
    category: String!
    name: String!
    "The catalogue part, when the line is one."
    partId: ID
    "Null when the part has neither a list price nor its owner's."
    price: PublicBuildPrice
  }

  type PublicBuildTotal {
    "The sum of the priced parts; null when no part has a price."
    amountCents: Int
    pricedCount: Int!
    partCount: Int!
    "ISO 4217 currency."
    currency: String!
  }

  "A build its owner published: a snapshot taken when it was published (or last refreshed), the same for everyone."
  type PublicBuild {
    id: ID!
    name: String!
    authorName: String!
    parts: [PublicBuildPart!]!
    total: PublicBuildTotal!
    "The CPU's name, for the gallery's filter."
    cpu: String
    "The card's chipset (its name when the source gives none), for the gallery's filter."
    gpu: String
    compatibility: PcBuildCheck!
    likeCount: Int!
    publishedAt: String!
    "When the snapshot was last taken."
    updatedAt: String!
  }

  type PublicBuildPage {
    items: [PublicBuild!]!
    pagination: PaginationInfo!
  }

  type PublicBuildLikes {
    likeCount: Int!
    likedByMe: Boolean!
  }

  type PublicBuildFilterOption {
    value: String!
    "Published builds with it."
    count: Int!
  }

  "The CPUs and cards of published builds, the most used first."
  type PublicBuildFilterOptions {
    cpus: [PublicBuildFilterOption!]!
    gpus: [PublicBuildFilterOption!]!
  }

  "Every field is optional. Prices bound the build's total (builds without a price are left out by a bound)."
  input PublicBuildFilter {
    cpu: String
    gpu: String
    minPriceCents: Int
    maxPriceCents: Int
  }

  enum PublicBuildSort {
    NEWEST
    MOST_LIKED
  }

  extend type Query {
    "A published build; null when unknown or unpublished."
    publicBuild(id: ID!): PublicBuild
    "The gallery of published builds. Pages are 1-based; limit 1..50 (default 12)."
    publicBuilds(
      filter: PublicBuildFilter
      sort: PublicBuildSort = NEWEST
      page: Int = 1
      limit: Int = 12
    ): PublicBuildPage!
    publicBuildFilterOptions: PublicBuildFilterOptions!
    "Whether the signed-in viewer likes a public build; false when signed out."
    myPublicBuildLike(id: ID!): Boolean!
  }
`;
