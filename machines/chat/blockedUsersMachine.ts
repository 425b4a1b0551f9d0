import { assign, emit, fromPromise, setup } from "xstate";
import type { BlockedChatUser } from "../../domain/chat/chatCommands.ts";
import { type RequestFailure, requestFailure } from "../../domain/rpc/requestFailure.ts";

/**
 * The blocked users list of the settings (accounts spec sections 2 and 9, issue 11 item 4): the auth
 * profile's blockedChatUsers carry ids only, so their names and pictures are read (`loadUsers`); each row
 * unblocks its user (`unblockUser`, one at a time). The app hears `blockedUsers.unblocked` and updates the
 * profile, whose list comes back as `blockedUsers.ids`.
 */
export interface BlockedUser {
  readonly id: string;
  readonly name: string;
  /** The avatar's public path, or null for initials. */
  readonly avatar: string | null;
}

export interface BlockedUsersContext {
  readonly ids: ReadonlyArray<string>;
  /** The users of `ids` that still exist, in the same order; null until read. */
  readonly users: ReadonlyArray<BlockedUser> | null;
  readonly unblocking: string | null;
  readonly failure: RequestFailure | null;
}

export type BlockedUsersEvent =
  | { readonly type: "blockedUsers.unblock"; readonly userId: string }
  | { readonly type: "blockedUsers.retry" }
  /** The profile's list now (an unblock here or in a chat, a block elsewhere). */
  | { readonly type: "blockedUsers.ids"; readonly ids: ReadonlyArray<string> };

export type BlockedUsersEmitted =
  | { readonly type: "blockedUsers.unblocked"; readonly userId: string; readonly name: string }
  | { readonly type: "blockedUsers.failed"; readonly failure: RequestFailure };

export type BlockedUsersTag = "loading" | "failed" | "unblocking";

const sameIds = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

export const blockedUsersMachine = setup({
  types: {
    input: {} as { readonly ids: ReadonlyArray<string> },
    context: {} as BlockedUsersContext,
    events: {} as BlockedUsersEvent,
    emitted: {} as BlockedUsersEmitted,
    tags: {} as BlockedUsersTag,
  },
  actors: {
    loadUsers: fromPromise<ReadonlyArray<BlockedUser>, ReadonlyArray<string>>(() =>
      Promise.reject(new Error("blockedUsersMachine: provide the `loadUsers` actor")),
    ),
    unblockUser: fromPromise<BlockedChatUser, { readonly userId: string }>(() =>
      Promise.reject(new Error("blockedUsersMachine: provide the `unblockUser` actor")),
    ),
  },
  guards: {
    isListed: ({ context, event }) =>
      event.type === "blockedUsers.unblock" && context.ids.includes(event.userId),
    /** Someone not read yet (a block made elsewhere): their name must be read. */
    hasNewcomers: ({ context, event }) =>
      event.type === "blockedUsers.ids" &&
      !sameIds(event.ids, context.ids) &&
      event.ids.some((id) => !context.ids.includes(id)),
  },
  actions: {
    /** Fewer ids (unblocked elsewhere): those rows go without reading the others again. */
    takeIds: assign(({ context, event }) => {
      if (event.type !== "blockedUsers.ids") return {};
      return {
        ids: event.ids,
        users: context.users?.filter((user) => event.ids.includes(user.id)) ?? null,
      };
    }),
  },
}).createMachine({
  id: "blockedUsers",
  context: ({ input }) => ({ ids: input.ids, users: null, unblocking: null, failure: null }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      entry: assign({ failure: null }),
      invoke: {
        src: "loadUsers",
        input: ({ context }) => context.ids,
        onDone: { target: "ready", actions: assign({ users: ({ event }) => event.output }) },
        onError: {
          target: "failed",
          actions: assign({ failure: ({ event }) => requestFailure(event.error) }),
        },
      },
      on: {
        "blockedUsers.ids": [
          { guard: "hasNewcomers", target: "loading", reenter: true, actions: "takeIds" },
          { actions: "takeIds" },
        ],
      },
    },
    failed: {
      tags: ["failed"],
      on: {
        "blockedUsers.retry": "loading",
        "blockedUsers.ids": { target: "loading", actions: "takeIds" },
      },
    },
    ready: {
      on: {
        "blockedUsers.unblock": {
          guard: "isListed",
          target: "unblocking",
          actions: assign(({ event }) => ({ unblocking: event.userId })),
        },
        "blockedUsers.ids": [
          { guard: "hasNewcomers", target: "loading", actions: "takeIds" },
          { actions: "takeIds" },
        ],
      },
    },
    unblocking: {
      tags: ["unblocking"],
      invoke: {
        src: "unblockUser",
        input: ({ context }) => ({ userId: context.unblocking ?? "" }),
        onDone: {
          target: "ready",
          actions: [
            emit(({ context }) => ({
              type: "blockedUsers.unblocked" as const,
              userId: context.unblocking ?? "",
              name: context.users?.find((user) => user.id === context.unblocking)?.name ?? "",
            })),
            assign(({ context }) => ({
              ids: context.ids.filter((id) => id !== context.unblocking),
              users: context.users?.filter((user) => user.id !== context.unblocking) ?? null,
              unblocking: null,
            })),
          ],
        },
        onError: {
          target: "ready",
          actions: [
            emit(({ event }) => ({
              type: "blockedUsers.failed" as const,
              failure: requestFailure(event.error),
            })),
            assign({ unblocking: null }),
          ],
        },
      },
      on: {
        // NOTE: the list the unblock answers changes the profile; a row already gone stays gone.
        "blockedUsers.ids": { actions: "takeIds" },
      },
    },
  },
});
