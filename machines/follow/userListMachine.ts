import { assign, fromPromise, setup } from "xstate";
import { type RequestFailure, requestFailure } from "../../domain/rpc/requestFailure.ts";

/**
 * One user's followers or following as the user-subscriptions sheet lists them (accounts spec section 3,
 * public user; section 4, follow): the ids first, then their names a page at a time, since the public user
 * carries ids only. One actor per opening of the sheet, so each opening reads the server afresh.
 *
 * The viewer's own following list is handed its ids (the follow machine's sheet rows, where an unfollowed
 * leader stays until the sheet closes); any other list reads them from the server with the first page.
 * The page loader is the injected `loadUsers` actor.
 */
export type UserListKind = "followers" | "following";

/** A row's user: what the sheet shows of them. */
export interface ListedUser {
  readonly id: string;
  readonly name: string;
  /** The avatar's public path, or null for a monogram. */
  readonly avatar: string | null;
}

/** What `loadUsers` is asked: the ids when known (null: read them too), and where the page starts. */
export interface UserListLoad {
  readonly userId: string;
  readonly list: UserListKind;
  readonly ids: ReadonlyArray<string> | null;
  readonly from: number;
}

/** A page: every id of the list, and the users of `ids[from, next)` that still exist. */
export interface UserListPage {
  readonly ids: ReadonlyArray<string>;
  readonly users: ReadonlyArray<ListedUser>;
  readonly next: number;
}

export interface UserListInput {
  readonly userId: string;
  readonly list: UserListKind;
  /** The list's ids when the app knows them better than the server (the viewer's own following). */
  readonly ids?: ReadonlyArray<string> | null;
}

export interface UserListContext {
  readonly userId: string;
  readonly list: UserListKind;
  readonly ids: ReadonlyArray<string> | null;
  readonly users: ReadonlyArray<ListedUser>;
  /** The index in `ids` where the next page starts. */
  readonly next: number;
  /** Why the last load failed; cleared when the next one starts. */
  readonly failure: RequestFailure | null;
}

export type UserListEvent =
  /** The next page, when there is one. */
  | { readonly type: "userList.more" }
  /** Again after a failed load (the first page or a later one). */
  | { readonly type: "userList.retry" };

export type UserListTag = "loading" | "failed";

/** Names asked per page: a sheet's screenful, and few enough calls at a time. */
export const USER_LIST_PAGE_SIZE = 20;

export const userListMachine = setup({
  types: {
    context: {} as UserListContext,
    events: {} as UserListEvent,
    input: {} as UserListInput,
    tags: {} as UserListTag,
  },
  actors: {
    loadUsers: fromPromise<UserListPage, UserListLoad>(() =>
      Promise.reject(new Error("userListMachine: provide the `loadUsers` actor")),
    ),
  },
  guards: {
    hasMore: ({ context }) => context.ids !== null && context.next < context.ids.length,
  },
}).createMachine({
  id: "userList",
  context: ({ input }) => ({
    userId: input.userId,
    list: input.list,
    ids: input.ids ?? null,
    users: [],
    next: 0,
    failure: null,
  }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      entry: assign({ failure: null }),
      invoke: {
        id: "loadUsers",
        src: "loadUsers",
        input: ({ context }) => ({
          userId: context.userId,
          list: context.list,
          ids: context.ids,
          from: context.next,
        }),
        onDone: {
          target: "ready",
          actions: assign(({ context, event }) => ({
            ids: event.output.ids,
            users: [...context.users, ...event.output.users],
            next: event.output.next,
          })),
        },
        onError: {
          target: "failed",
          actions: assign({ failure: ({ event }) => requestFailure(event.error) }),
        },
      },
    },
    ready: {
      on: { "userList.more": { guard: "hasMore", target: "loading" } },
    },
    /** The rows loaded so far stay on screen beside the retry. */
    failed: {
      tags: ["failed"],
      on: { "userList.retry": "loading" },
    },
  },
});
