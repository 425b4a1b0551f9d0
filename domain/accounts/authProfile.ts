import { Schema } from "effect";
import { UserSettings } from "./profileCommands";

/** The virtual currency of the tips marketplace. */
export const FUN_CURRENCY = "FUN";

const AvatarDto = Schema.Struct({
  id: Schema.String,
  fileName: Schema.String,
  mimeType: Schema.String,
  size: Schema.Int,
  path: Schema.String,
});

const UserSubscription = Schema.Struct({
  id: Schema.String,
  leaderId: Schema.String,
  followerId: Schema.String,
  isFollow: Schema.Boolean,
});

/**
 * The signed-in user as the `users` GraphQL service answers `authProfile` (accounts spec section 3).
 * `blockedChatUsers`: whom the user blocked in the chat (add_user_to_chat_black_list), oldest first.
 */
export const AuthProfile = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  email: Schema.NullOr(Schema.String),
  biography: Schema.NullOr(Schema.String),
  avatarDto: Schema.NullOr(AvatarDto),
  avatarDataUrl: Schema.NullOr(Schema.String),
  /** The avatar's public path (`/files/{fileId}`, read as a blob), or null when there is none. */
  avatarUrl: Schema.NullOr(Schema.String),
  blockedChatUsers: Schema.Array(Schema.Struct({ blockedUserId: Schema.String })),
  /** Keyed by the leader's user id. */
  subscriptionsIdsToUserSubscriptionMap: Schema.Record(Schema.String, UserSubscription),
  followingIds: Schema.Array(Schema.String),
  followersIds: Schema.Array(Schema.String),
  wallet: Schema.Struct({ amount: Schema.Number, currency: Schema.String }),
  settings: Schema.NullOr(UserSettings),
  notificationSettings: Schema.Struct({
    globalInAppEnabled: Schema.Boolean,
    globalPushEnabled: Schema.Boolean,
  }),
});
export type AuthProfile = typeof AuthProfile.Type;

/** The query document: `data.authProfile` is the profile, or null for an anonymous call. */
export const AUTH_PROFILE_QUERY = /* GraphQL */ `
  query AuthProfile {
    authProfile {
      id
      name
      email
      biography
      avatarDto { id fileName mimeType size path }
      avatarDataUrl
      avatarUrl
      blockedChatUsers { blockedUserId }
      subscriptionsIdsToUserSubscriptionMap
      followingIds
      followersIds
      wallet { amount currency }
      settings { locale timeZone }
      notificationSettings { globalInAppEnabled globalPushEnabled }
    }
  }
`;

export const AuthProfileAnswer = Schema.Struct({ authProfile: Schema.NullOr(AuthProfile) });
