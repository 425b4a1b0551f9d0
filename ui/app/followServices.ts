import type { AuthProfile } from "../../domain/accounts/authProfile.ts";
import {
  CreateUserSubscription,
  DeleteUserSubscription,
  type UserSubscription,
} from "../../domain/follow/followCommands.ts";
import { type FollowIntent, withAnswer } from "../../machines/follow/followIntents.ts";
import type { FollowSaved } from "../../machines/follow/followMachine.ts";
import type { AuthorizedCalls } from "./authorizedCalls.ts";

/** The follow or unfollow call over the authorized RPC: the server's answer and the subscription a follow made. */
export const saveFollow = async (
  calls: AuthorizedCalls,
  { leaderId, follow }: FollowIntent,
  signal?: AbortSignal,
): Promise<FollowSaved & { readonly subscription: UserSubscription | null }> => {
  const payload = { targetUserId: leaderId };
  if (follow) {
    const subscription = await calls.rpc(CreateUserSubscription, payload, signal);
    return { leaderId, isFollow: true, subscription };
  }
  await calls.rpc(DeleteUserSubscription, payload, signal);
  return { leaderId, isFollow: false, subscription: null };
};

/**
 * The viewer's auth profile once the server answered a follow (`subscription`) or an unfollow (null) of
 * `leaderId`: the same lists the server would answer now, so the profile need not be read again.
 */
export const profileAfterFollow = (
  profile: AuthProfile,
  leaderId: string,
  subscription: UserSubscription | null,
): Pick<AuthProfile, "followingIds" | "subscriptionsIdsToUserSubscriptionMap"> => {
  const { [leaderId]: _dropped, ...others } = profile.subscriptionsIdsToUserSubscriptionMap;
  return {
    followingIds: withAnswer(profile.followingIds, leaderId, subscription !== null),
    subscriptionsIdsToUserSubscriptionMap:
      subscription === null ? others : { ...others, [leaderId]: subscription },
  };
};
