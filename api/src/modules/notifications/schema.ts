export const notificationTypeDefs = /* GraphQL */ `
  "What a notification is about."
  enum NotificationKind {
    "Someone replied to the viewer's comment."
    COMMENT_REPLY
    "Someone commented on a model the viewer follows."
    FOLLOWED_MODEL_COMMENT
    "A model the viewer follows had its spec sheet or price changed."
    FOLLOWED_MODEL_CHANGED
    "A new model of a brand the viewer follows was listed."
    FOLLOWED_BRAND_NEW_MODEL
    "Models started matching a finder search the viewer follows."
    FOLLOWED_SEARCH_MATCH
    "Another admin created a bike draft (admins only)."
    BIKE_DRAFT_CREATED
    "Another admin published a bike: a draft, or a new bike created published (admins only)."
    BIKE_DRAFT_PUBLISHED
  }

  "Something that happened for one account, kept until the account is deleted."
  type Notification {
    id: ID!
    kind: NotificationKind!
    title: String!
    message: String!
    "Root-relative address of what it is about, e.g. /mobile/google/pixel-9#comment-12."
    link: String
    "ISO 8601."
    createdAt: String!
    isRead: Boolean!
  }

  type NotificationPage {
    "Newest first."
    items: [Notification!]!
    "Unread notifications of the account, counted up to 100 (the bell shows 99+ from there)."
    unreadCount: Int!
    "Pass as \`before\` for the next, older page; null when none are left."
    nextCursor: String
  }

  "How the viewer wants one kind of notification."
  enum NotificationDelivery {
    "On the site (the bell and the notifications page), the default."
    SITE
    "On the site, and in an e-mail digest (at most one a day) of those still unread."
    EMAIL
    "Not at all: nothing is kept for this kind."
    OFF
  }

  type NotificationPreference {
    kind: NotificationKind!
    delivery: NotificationDelivery!
  }

  extend type Query {
    "How the signed-in viewer wants each kind of notification they can receive (admins' kinds for admins only)."
    myNotificationPreferences: [NotificationPreference!]!
    "The signed-in viewer's notifications, newest first; only unread ones with unreadOnly. Signed-in only."
    myNotifications(before: String, limit: Int = 20, unreadOnly: Boolean = false): NotificationPage!
  }

  extend type Mutation {
    "Marks one of the viewer's notifications read; returns the viewer's unread count."
    markNotificationRead(id: ID!): Int!
    "Marks every notification of the viewer read; returns the unread count (0)."
    markAllNotificationsRead: Int!
    "Sets how the viewer wants one kind of notification; returns all the viewer's preferences."
    setNotificationPreference(kind: NotificationKind!, delivery: NotificationDelivery!): [NotificationPreference!]!
  }

  extend type Subscription {
    "The signed-in viewer's new notifications, as they happen (on any API instance)."
    notificationAdded: Notification!
  }
`;
