/**
 * The `notifications` service (domain/notifications/notificationQueries.ts): a signed-in user's feed,
 * settings and bells, from the access token in the Authorization header (without one, null), and the
 * VAPID public key for anyone.
 */
export const notificationsTypeDefs = /* GraphQL */ `
  "A JSON object: a notification's subject (NotificationSubject in domain/notifications/notificationFeed.ts)."
  scalar JSONObject

  type Notification {
    id: ID!
    "Epoch milliseconds."
    createdAt: Float!
    read: Boolean!
    "What it is about: {kind: sport_event | reminder | social | news | summary, ...}."
    subject: JSONObject!
  }
  type NotificationPageInfo {
    endCursor: String
    hasNextPage: Boolean!
  }
  type NotificationsPage {
    "Newest first."
    nodes: [Notification!]!
    pageInfo: NotificationPageInfo!
    unreadCount: Int!
  }
  type SportNotificationSettings {
    "The sport's code (soccer, tennis, basketball, ice_hockey, volleyball)."
    sport: String!
    "Minutes before the start (5, 15, 30, 60, 180), or null for none."
    reminder: Int
    "The sport events enabled (START, GOAL, ...)."
    events: [String!]!
  }
  type NotificationSettings {
    inAppEnabled: Boolean!
    pushEnabled: Boolean!
    sports: [SportNotificationSettings!]!
    social: [String!]!
    news: [String!]!
    "0 to 120."
    spoilerDelaySeconds: Int!
    "5, 10, 20 or 50 alerts an hour, or null for no limit."
    alertsPerHour: Int
  }
  type NotificationSubscription {
    "EVENT, TEAM or TOURNAMENT."
    entityType: String!
    entityId: ID!
  }

  extend type Query {
    "The signed-in user's notifications, newest first (first: 1 to 50, 20 by default)."
    notifications(first: Int, after: String): NotificationsPage
    "The signed-in user's notification settings."
    notificationSettings: NotificationSettings
    "The bells the signed-in user has rung."
    notificationSubscriptions: [NotificationSubscription!]
    "The VAPID public key (URL-safe base64) browsers subscribe to web push with."
    webPushPublicKey: String!
  }
`;
