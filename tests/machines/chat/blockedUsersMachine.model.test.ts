import { TestModel } from "@xstate/graph";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Actor, createActor, type EventObject, fromPromise, type SnapshotFrom } from "xstate";
import type { BlockedChatUser } from "../../../domain/chat/chatCommands.ts";
import { NetworkError } from "../../../domain/rpc/clientErrors.ts";
import {
  type BlockedUser,
  type BlockedUsersEmitted,
  type BlockedUsersEvent,
  blockedUsersMachine,
} from "../../../machines/chat/blockedUsersMachine.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";

/**
 * Model-based test of the settings' blocked users list: two blocked users read by name (one of them a
 * deleted account), a third blocked elsewhere arriving through the profile, unblocks that succeed or fail,
 * and a failed read retried. Each transition's path runs on an actor whose calls wait for the step that
 * answers them; at each step the rows shown are the listed ids' users (in order, never a row of an id no
 * longer listed), and an unblock is announced only once the server answered it.
 */
type Snapshot = SnapshotFrom<typeof blockedUsersMachine>;
type CallId = "load" | "unblock";
type ModelEvent =
  | BlockedUsersEvent
  | { readonly type: `xstate.done.actor.${string}`; readonly output: unknown }
  | { readonly type: `xstate.error.actor.${string}`; readonly error: unknown };

const USERS: Record<string, BlockedUser> = {
  ann: { id: "ann", name: "Ann", avatar: null },
  bob: { id: "bob", name: "Bob", avatar: "/files/bob" },
  cat: { id: "cat", name: "Cat", avatar: null },
};
const FAILURE = new NetworkError({
  uri: "/funsclub-chat__api/rpc/delete_user_from_chat_black_list",
  cause: "off",
});
const usersOf = (ids: ReadonlyArray<string>) => ids.flatMap((id) => (USERS[id] ? [USERS[id]] : []));
const INPUT = { ids: ["ann", "gone", "bob"] };

const key = (state: Snapshot) =>
  JSON.stringify([
    state.value,
    state.context.ids,
    state.context.users?.map((user) => user.id) ?? null,
    state.context.unblocking,
  ]);

/** The actor ids xstate gives the two invokes (`0.blockedUsers.loading` style). */
const loadId = "0.blockedUsers.loading";
const unblockId = "0.blockedUsers.unblocking";

const eventsOf = (state: Snapshot): ModelEvent[] => {
  const events: ModelEvent[] = [
    { type: "blockedUsers.unblock", userId: "ann" },
    { type: "blockedUsers.unblock", userId: "bob" },
    { type: "blockedUsers.retry" },
    {
      type: "blockedUsers.ids",
      ids: [...state.context.ids, "cat"].filter((id, i, all) => all.indexOf(id) === i),
    },
  ];
  if (state.matches("loading"))
    events.push(
      { type: `xstate.done.actor.${loadId}`, output: usersOf(state.context.ids) },
      { type: `xstate.error.actor.${loadId}`, error: FAILURE },
    );
  if (state.matches("unblocking"))
    events.push(
      { type: `xstate.done.actor.${unblockId}`, output: { blockedUserId: state.context.unblocking } },
      { type: `xstate.error.actor.${unblockId}`, error: FAILURE },
    );
  return events;
};

// NOTE: the machine's emitted events do not fit TestModel's logic type; its snapshots are the machine's.
const model = new TestModel<Snapshot, BlockedUsersEvent, { ids: string[] }>(blockedUsersMachine as never, {
  input: INPUT,
  events: (state: Snapshot) => eventsOf(state) as unknown as BlockedUsersEvent[],
  serializeState: key,
  serializeEvent: (event) => JSON.stringify(event),
  stateMatcher: (state: Snapshot, stateKey: string) =>
    state.matches(stateKey as Parameters<typeof state.matches>[0]),
});
const paths = transitionCoverage(
  model as unknown as TestModel<Snapshot, BlockedUsersEvent, unknown>,
  key,
  key,
);

describe("blockedUsersMachine model", () => {
  let calls: Array<{
    id: CallId;
    input: unknown;
    resolve: (v: unknown) => void;
    reject: (e: unknown) => void;
  }>;
  let emitted: BlockedUsersEmitted[];
  let actor: Actor<typeof blockedUsersMachine>;

  beforeEach(() => {
    calls = [];
    emitted = [];
    const pending =
      (id: CallId) =>
      ({ input }: { input: unknown }) =>
        new Promise<never>((resolve, reject) => calls.push({ id, input, resolve: resolve as never, reject }));
    actor = createActor(
      blockedUsersMachine.provide({
        actors: {
          loadUsers: fromPromise<ReadonlyArray<BlockedUser>, ReadonlyArray<string>>(pending("load")),
          unblockUser: fromPromise<BlockedChatUser, { readonly userId: string }>(pending("unblock")),
        },
      }),
      { input: INPUT },
    );
    actor.on("*", (event) => emitted.push(event as BlockedUsersEmitted));
    actor.start();
  });
  afterEach(() => actor.stop());

  const check = (state: Snapshot) => {
    const actual = actor.getSnapshot();
    expect(key(actual)).toBe(key(state));
    const { ids, users } = actual.context;
    // Rows are listed users only, in the list's order.
    if (users !== null)
      expect(users.map((user) => user.id)).toEqual(ids.filter((id) => users.some((u) => u.id === id)));
    // An unblock is announced once answered, with the row's name.
    for (const event of emitted)
      if (event.type === "blockedUsers.unblocked") expect(ids).not.toContain(event.userId);
  };

  it("reaches every state", () => {
    expect(new Set(paths.map(({ path }) => String(path.state.value)))).toEqual(
      new Set(["loading", "failed", "ready", "unblocking"]),
    );
  });

  for (const { description, path } of paths) {
    it(description, async () => {
      await model.testPath(path, {
        states: Object.fromEntries(["loading", "failed", "ready", "unblocking"].map((name) => [name, check])),
        events: Object.fromEntries(
          [
            "blockedUsers.unblock",
            "blockedUsers.retry",
            "blockedUsers.ids",
            `xstate.done.actor.${loadId}`,
            `xstate.error.actor.${loadId}`,
            `xstate.done.actor.${unblockId}`,
            `xstate.error.actor.${unblockId}`,
          ].map((type) => [
            type,
            async ({ event }: { event: EventObject }) => {
              const step = event as ModelEvent;
              if (step.type.startsWith("blockedUsers.")) {
                actor.send(step as BlockedUsersEvent);
                return;
              }
              const call = calls.at(-1)!;
              if ("error" in step) call.reject(step.error);
              else
                call.resolve(call.id === "load" ? usersOf(call.input as string[]) : { blockedUserId: "x" });
              await new Promise((resolve) => setTimeout(resolve, 0));
            },
          ]),
        ) as Parameters<typeof model.testPath>[1]["events"],
      });
    });
  }
});
