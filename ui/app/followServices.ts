import { Effect, Schema } from "effect";
import type { AuthProfile } from "../../domain/accounts/authProfile.ts";
import {
  CreateUserSubscription,
  DeleteUserSubscription,
  type UserSubscription,
} from "../../domain/follow/followCommands.ts";
import { graphqlPath } from "../../domain/graphql/services.ts";
import { ResponseDecodeError } from "../../domain/rpc/clientErrors.ts";
import type { FollowIntent } from "../../machines/follow/followIntents.ts";
import { withAnswer } from "../../machines/follow/followIntents.ts";
import type { FollowSaved } from "../../machines/follow/followMachine.ts";
import {
  type ListedUser,
  USER_LIST_PAGE_SIZE,
  type UserListLoad,
  type UserListPage,
} from "../../machines/follow/userListMachine.ts";
import { GraphqlClient } from "../../transport/graphql/GraphqlClient.ts";
import { NotSignedInError } from "./authorizedCalls.ts";
import type { FollowDeps } from "./followDeps.ts";
import { LISTED_USER_QUERY, ListedUserAnswer, USER_LISTS_QUERY, UserListsAnswer } from "./followQueries.ts";

/** What the follow machines do outside themselves (provided in `followActors.ts`). */
export interface FollowServices {
  /** The follow or unfollow call; the server's answer and the subscription a follow created. */
  readonly saveFollow: (
    intent: FollowIntent,
    signal?: AbortSignal,
  ) => Promise<FollowSaved & { readonly subscription: UserSubscription | null }>;
  readonly loadUsers: (load: UserListLoad, signal?: AbortSignal) => Promise<UserListPage>;
}

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

/** Decodes a `users` answer, or fails as the transport does with an answer it cannot read. */
const decoded =
  <A>(schema: Schema.Codec<A, unknown>) =>
  (data: unknown): A => {
    try {
      return Schema.decodeUnknownSync(schema)(data);
    } catch (error) {
      throw new ResponseDecodeError({ uri: graphqlPath("users"), message: String(error) });
    }
  };
const decodeLists = decoded(UserListsAnswer);
const decodeListed = decoded(ListedUserAnswer);

/**
 * The follow calls over the authorized RPC, and a user list read through the `users` service's `user(id)`:
 * the list's owner as the viewer (a token skips the gateway's short cache, so a follow made a moment ago
 * is in it), then each row's user as a visitor, which the gateway may answer from its cache.
 */
export const createFollowServices = ({ calls, run }: FollowDeps): FollowServices => {
  const anonymous = async (document: string, id: string, signal?: AbortSignal): Promise<unknown> => {
    if (!run) throw new Error("Server rendering reads no user lists");
    const query = Effect.gen(function* () {
      const client = yield* GraphqlClient;
      return yield* client.query<unknown, { id: string }>("users", document, { id });
    });
    return run(query, signal);
  };
  const listsOf = async (id: string, signal?: AbortSignal) => {
    try {
      return decodeLists(await calls.graphql<unknown>("users", USER_LISTS_QUERY, { id }, signal)).user;
    } catch (error) {
      if (!(error instanceof NotSignedInError)) throw error;
      return decodeLists(await anonymous(USER_LISTS_QUERY, id, signal)).user;
    }
  };
  const listedUser = async (id: string, signal?: AbortSignal): Promise<ListedUser | null> =>
    decodeListed(await anonymous(LISTED_USER_QUERY, id, signal)).user;
  return {
    saveFollow: async ({ leaderId, follow }, signal) => {
      const payload = { targetUserId: leaderId };
      if (follow) {
        const subscription = await calls.rpc(CreateUserSubscription, payload, signal);
        return { leaderId, isFollow: true, subscription };
      }
      await calls.rpc(DeleteUserSubscription, payload, signal);
      return { leaderId, isFollow: false, subscription: null };
    },
    loadUsers: async ({ userId, list, ids, from }, signal) => {
      let all = ids;
      if (all === null) {
        const owner = await listsOf(userId, signal);
        all = owner === null ? [] : list === "followers" ? owner.followersIds : owner.followingIds;
      }
      const page = all.slice(from, from + USER_LIST_PAGE_SIZE);
      const users = await Promise.all(page.map((id) => listedUser(id, signal)));
      return {
        ids: all,
        // A user deleted since the list was read is left out.
        users: users.filter((user) => user !== null),
        next: from + page.length,
      };
    },
  };
};
