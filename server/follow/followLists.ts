import { Effect } from "effect";
import type { UserSubscription } from "../../domain/follow/followCommands";
import { subscriptionOf } from "./follow";
import { followersOf, followsOf } from "./followStore";

/** A user's side of the graph as the auth profile shows it (accounts spec section 3). */
export interface FollowLists {
  /** Keyed by leader id. */
  readonly subscriptionsIdsToUserSubscriptionMap: Record<string, UserSubscription>;
  readonly followingIds: ReadonlyArray<string>;
  readonly followersIds: ReadonlyArray<string>;
}

export const followListsOf = Effect.fn("follow.listsOf")(function* (userId: string) {
  const [follows, followersIds] = yield* Effect.all([followsOf(userId), followersOf(userId)]);
  const lists: FollowLists = {
    subscriptionsIdsToUserSubscriptionMap: Object.fromEntries(
      follows.map((follow) => [follow.leaderId, subscriptionOf(follow)]),
    ),
    followingIds: follows.map((follow) => follow.leaderId),
    followersIds,
  };
  return lists;
});
