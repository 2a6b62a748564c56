export const signInProviderTypeDefs = /* GraphQL */ `
  "A sign-in provider this site offers (only configured ones are listed)."
  type SignInProvider {
    "google or github: the browser signs in through <API>/oauth/<id>/start?returnTo=<path>."
    id: ID!
    "The provider's name, as on its button (Google, GitHub)."
    name: String!
  }

  extend type Query {
    "The sign-in providers this site offers, in the order to show them; empty when none is configured."
    signInProviders: [SignInProvider!]!
  }
`;
