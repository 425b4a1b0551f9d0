import { Effect, Schema } from "effect";
import { graphqlPath } from "../../domain/graphql/services.ts";
import { ResponseDecodeError } from "../../domain/rpc/clientErrors.ts";
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
 * A page of a user-subscriptions sheet, read through the `users` service's `user(id)`: the list's owner as
 * the viewer (a token skips the gateway's short cache, so a follow made a moment ago is in it), then each
 * row's user as a visitor, which the gateway may answer from its cache.
 */
export const createLoadUsers = ({ calls, run }: Pick<FollowDeps, "calls" | "run">) => {
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

  return async ({ userId, list, ids, from }: UserListLoad, signal?: AbortSignal): Promise<UserListPage> => {
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
  };
};
