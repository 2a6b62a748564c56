export const signInProviderTypeDefs = /* GraphQL */ `
  "A sign-in provider this site offers (only configured ones are listed)."
  type SignInProvider {
    "google or github: the browser signs in through <API>/oauth/<id>/start?returnTo=<path>."
    id: ID!
    "The provider's name, as on its button (Google, GitHub)."
    name: String!
  }

  "A sign-in provider's account linked to the viewer's."
  type LinkedSignIn {
    "google or github."
    provider: ID!
    "The provider's name (Google, GitHub)."
    name: String!
    "The address the provider had verified when it was linked."
    email: String!
    "ISO 8601."
    linkedAt: String!
    "ISO 8601: the last sign-in through it."
    lastUsedAt: String!
  }

  extend type Query {
    "The sign-in providers this site offers, in the order to show them; empty when none is configured."
    signInProviders: [SignInProvider!]!
    "The sign-in providers linked to the signed-in viewer's account."
    myLinkedSignIns: [LinkedSignIn!]!
  }

  extend type Mutation {
    "Removes a provider's sign-in from the viewer's account; refused while it is the only way in (no password yet)."
    unlinkSignIn(provider: ID!): [LinkedSignIn!]!
  }
`;
