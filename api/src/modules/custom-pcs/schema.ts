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
  }
`;
