export const accountTypeDefs = /* GraphQL */ `
  type UserDetails {
    name: String!
    email: String!
    gender: Gender!
    avatar: String
    admin: Boolean!
  }

  enum Gender {
    male
    female
    non_binary
    prefer_not_to_say
  }

  extend type Query {
    """
    Reads the httpOnly refresh cookie, rotates it and returns a short-lived access token to send as
    Authorization: Bearer <token>. Null when there is no valid refresh cookie.
    """
    getAccessToken: String
    "Details of the bearer; fails with UNAUTHENTICATED without a valid access token."
    getUserDetails: UserDetails
    "The signed-in viewer's live logins, the current one marked. Signed-in only."
    mySessions: [AccountSession!]!
  }

  "One login of an account: a browser that signed in and has not signed out."
  type AccountSession {
    id: ID!
    "The browser and system, e.g. Chrome on Linux."
    device: String!
    "ISO 8601."
    startedAt: String!
    "When it last renewed its access (ISO 8601)."
    lastSeenAt: String!
    "The login this request comes from."
    current: Boolean!
  }

  type Mutation {
    "Sets the refresh cookie. rememberMe makes it persistent; otherwise it is a browser-session cookie."
    login(email: String!, password: String!, rememberMe: Boolean = false): Boolean!
    "Creates an inactive account and mails an activation link. Answers true whether or not the address was taken."
    register(email: String!, name: String!, gender: Gender!, password: String!): Boolean!
    "Ends the login of the refresh cookie and of the bearer token (either may be sent alone) and clears the cookie."
    logout: Boolean!
    activateUser(activationToken: String!): Boolean!
    "Mails a single-use reset link when the address has an account; always answers true."
    forgotPassword(email: String!): Boolean!
    resetPassword(resetToken: String!, newPassword: String!): Boolean!
    "Changes the signed-in viewer's name and gender."
    updateProfile(name: String!, gender: Gender!): UserDetails!
    "Changes the viewer's password after checking the current one; every other login ends and a mail tells the owner."
    changePassword(currentPassword: String!, newPassword: String!): Boolean!
    """
    Mails a single-use link (valid 24 hours) to newEmail after checking the viewer's password; the address changes only
    when the link is opened (confirmEmailChange). A new request voids the previous link. Refused when another account
    uses the address.
    """
    requestEmailChange(newEmail: String!, password: String!): Boolean!
    """
    Makes the link's address its account's e-mail: the old address is told, and every login but the one that asked (and
    this one, when signed in to that account) ends. Signed in to another account, refused.
    """
    confirmEmailChange(token: String!): Boolean!
    "Ends one of the viewer's own logins (see mySessions)."
    endSession(id: ID!): Boolean!
  }
`;
