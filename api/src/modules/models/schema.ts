/** Types every category's model pages share: brands, list pages, search results, compare sides, spec models. */
export const modelTypeDefs = /* GraphQL */ `
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
