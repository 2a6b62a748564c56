import { graphql } from '@gadgets/shared-ui';

/** Where a model's numbers stand in its catalogue (the schema's SpecStanding), as the standing list reads them. */
export const SpecStandingFields = graphql(`
  fragment SpecStandingFields on SpecStanding {
    key
    value
    higherIsBetter
    percentile
    rankedAmong
  }
`);
