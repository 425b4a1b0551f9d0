/**
 * The `users` service's auth profile (accounts spec section 3). The profile comes from the access token
 * in the Authorization header; an anonymous call gets `null`. The token is never a query argument, so it
 * cannot end up in a GET URL or an access log.
 */
export const usersTypeDefs = /* GraphQL */ `
  "A JSON object; here a map keyed by user id."
  scalar JSONObject

  type AvatarDto {
    id: ID!
    fileName: String!
    mimeType: String!
    size: Int!
    path: String!
  }
  type BlockedChatUser {
    blockedUserId: ID!
  }
  type Wallet {
    "Balance in whole units of the currency."
    amount: Float!
    currency: String!
  }
  type UserSettings {
    "Enum name of the saved locale, e.g. en_US."
    locale: String
    "IANA time zone name."
    timeZone: String
  }
  type NotificationSettings {
    globalInAppEnabled: Boolean!
    globalPushEnabled: Boolean!
  }
  type AuthProfile {
    id: ID!
    name: String!
    email: String
    biography: String
    avatarDto: AvatarDto
    avatarDataUrl: String
    "The avatar's public path (/files/{fileId}), or null."
    avatarUrl: String
    blockedChatUsers: [BlockedChatUser!]!
    "Subscriptions keyed by leader id: {id, leaderId, followerId, isFollow}."
    subscriptionsIdsToUserSubscriptionMap: JSONObject!
    followingIds: [ID!]!
    followersIds: [ID!]!
    wallet: Wallet!
    settings: UserSettings
    notificationSettings: NotificationSettings!
  }

  type PredictionsStatistics {
    "The user's tips not settled yet, in every sport."
    activeTipsCount: Int!
  }

  "Any user as everyone may see them (no e-mail, settings or wallet)."
  type PublicUser {
    id: ID!
    name: String!
    "The avatar's public path (/files/{fileId}), or null."
    avatar: String
    biography: String
    followersIds: [ID!]!
    followingIds: [ID!]!
    predictionsStatistics: PredictionsStatistics!
    "One of the demo's simulated users (its tipsters and chat fans)."
    simulated: Boolean!
  }

  extend type Query {
    "The signed-in user, or null without an access token."
    authProfile: AuthProfile
    "A user by id, or null when no user has it."
    user(id: ID!): PublicUser
  }
`;
