import { Effect, Schema } from "effect";
import { type ActorRefFrom, fromPromise } from "xstate";
import type { BlockedChatUser } from "../../domain/chat/chatCommands.ts";
import type { RequestFailure } from "../../domain/rpc/requestFailure.ts";
import { type BlockedUser, blockedUsersMachine } from "../../machines/chat/blockedUsersMachine.ts";
import { showToast } from "../../machines/toasts/toastsMachine.ts";
import { GraphqlClient } from "../../transport/graphql/GraphqlClient.ts";
import { blockedAfter, type ChatRoot } from "./chatActors.ts";
import type { ChatDeps } from "./chatDeps.ts";
import { unblockChatUser } from "./chatServices.ts";
import { LISTED_USER_QUERY, ListedUserAnswer } from "./followQueries.ts";

const decodeListed = Schema.decodeUnknownSync(ListedUserAnswer);

const provide = (root: ChatRoot) => {
  const { chat: deps, authorized: calls } = root;
  /** A user's name and picture as anyone may read them (the gateway may answer from its cache). */
  const listedUser = (id: string, signal?: AbortSignal) =>
    deps.run(
      Effect.gen(function* () {
        const client = yield* GraphqlClient;
        return decodeListed(yield* client.query<unknown, { id: string }>("users", LISTED_USER_QUERY, { id }));
      }),
      signal,
    );
  const logic = blockedUsersMachine.provide({
    actors: {
      loadUsers: fromPromise<ReadonlyArray<BlockedUser>, ReadonlyArray<string>>(async ({ input, signal }) => {
        const answers = await Promise.all(input.map((id) => listedUser(id, signal)));
        // A user deleted since they were blocked is left out.
        return answers.flatMap(({ user }) => (user === null ? [] : [user]));
      }),
      unblockUser: fromPromise<BlockedChatUser, { readonly userId: string }>(({ input, signal }) =>
        unblockChatUser(calls, input.userId, signal),
      ),
    },
  });
  return { logic, root };
};

const made = new WeakMap<ChatDeps, ReturnType<typeof provide>>();

/** The settings' blocked users list over the users service and the chat service, one logic per app. */
export const blockedUsersActorsOf = (root: ChatRoot): ReturnType<typeof provide> => {
  let actors = made.get(root.chat);
  if (!actors) {
    actors = provide(root);
    made.set(root.chat, actors);
  }
  return actors;
};

/** An unblock goes into the auth profile (the chats hear it) with a toast; a failure is a toast. */
export const connectBlockedUsers = (
  root: ChatRoot,
  actor: ActorRefFrom<typeof blockedUsersMachine>,
  text: {
    readonly unblocked: (name: string) => string;
    readonly failed: (failure: RequestFailure) => string;
  },
): (() => void) => {
  const subscriptions = [
    actor.on("blockedUsers.unblocked", ({ userId, name }) => {
      const profile = root.profile.getSnapshot().context.profile;
      if (profile !== null)
        root.profile.send({
          type: "profile.updated",
          patch: { blockedChatUsers: blockedAfter(profile.blockedChatUsers, userId, false) },
        });
      root.toasts.send(showToast({ type: "success", message: text.unblocked(name) }));
    }),
    actor.on("blockedUsers.failed", ({ failure }) =>
      root.toasts.send(showToast({ type: "error", message: text.failed(failure) })),
    ),
  ];
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
};
