import { randomUUID } from "node:crypto";
import { Clock, Effect } from "effect";
import type { UserSubscription } from "../../domain/follow/followCommands";
import { AccountFailure } from "../accounts/failures";
import type { Principal } from "../accounts/sessions/authenticate";
import { findUserById } from "../accounts/stores/userStore";
import { Database } from "../db/Database";
import { notificationKeys, notify, withdrawNotification } from "../notifications/notify";
import { FollowFailure } from "./followFailures";
import { deleteFollow, type FollowRecord, insertFollow } from "./followStore";

export const subscriptionOf = (follow: FollowRecord): UserSubscription => ({
  id: follow.id,
  leaderId: follow.leaderId,
  followerId: follow.followerId,
  isFollow: true,
});

const refuseSelf = (principal: Principal, targetUserId: string) =>
  principal.userId === targetUserId ? Effect.fail(FollowFailure.selfFollow()) : Effect.void;

/**
 * `create_user_subscription`: answers the pair's follow, new or the one already there. A new follow tells
 * the leader (STARTED_FOLLOWING), committed with it.
 */
export const followUser = Effect.fn("follow.followUser")(function* (
  principal: Principal,
  targetUserId: string,
) {
  yield* refuseSelf(principal, targetUserId);
  const db = yield* Database;
  const id = randomUUID();
  const follow = yield* db.transaction(
    Effect.gen(function* () {
      const follow = yield* insertFollow({
        id,
        followerId: principal.userId,
        leaderId: targetUserId,
        createdAt: yield* Clock.currentTimeMillis,
      });
      if (follow?.id !== id) return follow;
      const follower = yield* findUserById(principal.userId);
      yield* notify(
        targetUserId,
        {
          kind: "social",
          type: "STARTED_FOLLOWING",
          userId: principal.userId,
          userName: follower?.name ?? "",
          tipId: null,
        },
        notificationKeys.startedFollowing(principal.userId),
      );
      return follow;
    }),
  );
  if (!follow) return yield* Effect.fail(AccountFailure.userNotFound());
  return subscriptionOf(follow);
});

/**
 * `delete_user_subscription`: no follow afterwards, whether there was one or not. An unknown target is
 * still refused, so a mistyped id does not pass for a done unfollow.
 */
export const unfollowUser = Effect.fn("follow.unfollowUser")(function* (
  principal: Principal,
  targetUserId: string,
) {
  yield* refuseSelf(principal, targetUserId);
  const db = yield* Database;
  // The leader's STARTED_FOLLOWING goes with the follow (REMOVE on their feed, the unread count down).
  const removed = yield* db.transaction(
    Effect.gen(function* () {
      const removed = yield* deleteFollow(principal.userId, targetUserId);
      if (removed)
        yield* withdrawNotification(targetUserId, notificationKeys.startedFollowing(principal.userId), {
          unlessFollowedBy: principal.userId,
        });
      return removed;
    }),
  );
  if (!removed && !(yield* findUserById(targetUserId)))
    return yield* Effect.fail(AccountFailure.userNotFound());
  return { leaderId: targetUserId, followerId: principal.userId, isFollow: false as const };
});
