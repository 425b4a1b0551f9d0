import { Schema } from "effect";
import { UserId } from "../accounts/accountFields";
import { defineCommand } from "../rpc/command";

/**
 * One follow: the follower reads the leader's tips (accounts spec section 3, the auth profile's
 * `subscriptionsIdsToUserSubscriptionMap`). `isFollow` is always true for a stored follow: unfollowing
 * deletes it.
 */
export const UserSubscription = Schema.Struct({
  id: Schema.String,
  leaderId: Schema.String,
  followerId: Schema.String,
  isFollow: Schema.Boolean,
});
export type UserSubscription = typeof UserSubscription.Type;

const FollowPayload = Schema.Struct({ targetUserId: UserId });

/**
 * `create_user_subscription` (signed in): follow `targetUserId`. Following someone one follows already
 * answers the existing follow, so a repeated click or a retried request changes nothing.
 */
export const CreateUserSubscription = defineCommand({
  service: "funsclub-users",
  name: "create_user_subscription",
  payload: FollowPayload,
  success: UserSubscription,
});

/**
 * `delete_user_subscription` (signed in): stop following `targetUserId`. Unfollowing someone not followed
 * answers the same as a real unfollow: the outcome the caller asked for holds either way.
 */
export const DeleteUserSubscription = defineCommand({
  service: "funsclub-users",
  name: "delete_user_subscription",
  payload: FollowPayload,
  success: Schema.Struct({
    leaderId: Schema.String,
    followerId: Schema.String,
    isFollow: Schema.Literal(false),
  }),
});

/**
 * Catalogue codes of the follow graph. An unknown target answers the accounts' `user.not_found`
 * (`AccountErrorCode.userNotFound`).
 */
export const FollowErrorCode = {
  /** Nobody follows (or unfollows) themselves. */
  selfFollow: "user_subscription.self_follow",
} as const;
export type FollowErrorCode = (typeof FollowErrorCode)[keyof typeof FollowErrorCode];
