import { graphql } from '@gadgets/shared-ui';

/**
 * Published bikes by max power (spec: getTopPerformers, default 10), and by power to weight for the chart beside
 * them: one request, so the server renders both.
 */
export const BikeHomePage_TopPerformersQuery = graphql(`
  query BikeHomePage_TopPerformers {
    getTopPerformers {
      companyName
      companyPath
      model
      path
      img
      maxPowerHp
      maxTorqueNm
      displacementCc
      topSpeed
    }
    getPowerToWeightLeaders(limit: 8) {
      companyName
      companyPath
      model
      path
      maxPowerHp
      kerbWeightKg
    }
  }
`);

/** Published bikes by stated mileage: its own field, not the top performers' answer read differently. */
export const BikeHomePage_FuelEfficientQuery = graphql(`
  query BikeHomePage_FuelEfficient {
    getFuelEfficientBikes {
      companyName
      companyPath
      model
      path
      img
      mileage
      displacementCc
      price
    }
  }
`);
