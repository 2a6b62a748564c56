export const contactTypeDefs = /* GraphQL */ `
  "What a visitor writes to the team from the contact form."
  input ContactMessageInput {
    "1 to 80 characters."
    name: String!
    "Where the answer goes."
    email: String!
    "1 to 120 characters."
    subject: String!
    "10 to 4000 characters."
    message: String!
  }

  "A message sent from the contact form, read by admins."
  type ContactMessage {
    id: ID!
    name: String!
    email: String!
    subject: String!
    message: String!
    "ISO 8601."
    createdAt: String!
    "Whether the sender was signed in."
    fromAccount: Boolean!
    "ISO 8601; null until an admin marks it handled."
    handledAt: String
    handled: Boolean!
  }

  type ContactMessagePage {
    "Newest first."
    items: [ContactMessage!]!
    "Pass as \`before\` for the next, older page; null when none are left."
    nextCursor: String
  }

  extend type Query {
    "Messages from the contact form, newest first. Admins only."
    contactMessages(before: String, limit: Int = 20): ContactMessagePage!
  }

  extend type Mutation {
    "Sends a message to the team; open to visitors (rate-limited per client address)."
    sendContactMessage(input: ContactMessageInput!): Boolean!
    "Marks a contact message handled, or not handled again. Admins only."
    markContactMessageHandled(id: ID!, handled: Boolean!): ContactMessage!
  }
`;
