/**
 * What every catalogue's finder answers with (phones, laptops, bikes, PC parts), declared once: the FinderAnswer
 * interface each finder page implements, and the option counts, histograms and brands they share.
 */
export const finderTypeDefs = /* GraphQL */ `
  """
  One page of a catalogue's finder. Every finder page implements it; each also has \`items\`, its catalogue's matches
  (GraphQL has no generic list, so the item type is the page's own).
  """
  interface FinderAnswer {
    "Number of matches of the filter (all pages)."
    totalCount: Int!
    pagination: PaginationInfo!
    "Computed only when asked for: the filter's options, each with the number of matches choosing it would leave."
    optionCounts: [FinderOptionCounts!]!
  }

  "How many models choosing this option would leave, with every other filter still applied."
  type FinderOptionCount {
    "The option as the filter takes it: a brand path, an enum value, a bound (\\"5000\\"), or \\"true\\" for a feature."
    value: String!
    count: Int!
  }

  "The options of one filter field (named as in the filter input) with their counts: counts[i] belongs to values[i]."
  type FinderOptionCounts {
    key: String!
    "The options as the filter takes them: a brand path, an enum value, a bound (\\"5000\\"), or \\"true\\" for a feature."
    values: [String!]!
    "How many models choosing each option (in the order of values) would leave, with every other filter still applied."
    counts: [Int!]!
    options: [FinderOptionCount!]!
      @deprecated(reason: "Read values and counts: the same answer as two lists, a smaller answer to send.")
  }

  "A finder range's histogram over the models matching every other filter (the range's own bounds left out): bar i counts the models from min + i × bucketWidth up to the next bar's start, the last bar up to max. The bars span the whole catalogue, so they stay put as filters change."
  type FinderHistogram {
    "The range, named as the filter's bounds are without min/max (priceCents, displayInches)."
    key: String!
    min: Float!
    max: Float!
    bucketWidth: Float!
    counts: [Int!]!
  }

  "A brand a finder offers: its path as the filter takes it, its name as people read it."
  type FinderBrand {
    companyPath: String!
    companyName: String!
  }
`;
