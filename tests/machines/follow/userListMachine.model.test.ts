import { TestModel } from "@xstate/graph";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Actor, type ActorLogic, createActor, type EventObject, type SnapshotFrom } from "xstate";
import { NetworkError } from "../../../domain/rpc/clientErrors.ts";
import {
  type ListedUser,
  USER_LIST_PAGE_SIZE,
  type UserListEvent,
  type UserListInput,
  type UserListLoad,
  type UserListPage,
  userListMachine,
} from "../../../machines/follow/userListMachine.ts";
import { type PendingCall, settle, stillWaiting, waitingActor } from "../../helpers/pendingCalls.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";

/**
 * Model-based test of the user-subscriptions sheet's list: one path per transition over a list that
 * takes three pages (one of its users deleted since), the viewer's own following handed in (two pages),
 * and an empty list; each page answered or lost on the network, more asked for, retried. Beside the
 * actor the test keeps its own account of the rows the sheet must show, and checks every state against it.
 */
type ListSnapshot = SnapshotFrom<typeof userListMachine>;

type ModelEvent =
  | UserListEvent
  | { readonly type: "xstate.done.actor.loadUsers"; readonly output: UserListPage }
  | { readonly type: "xstate.error.actor.loadUsers"; readonly error: unknown };

const OWNER = "owner";
const GONE = "user-7";
const ids = (count: number) => Array.from({ length: count }, (_, index) => `user-${index}`);
const userOf = (id: string): ListedUser => ({ id, name: `Name of ${id}`, avatar: null });
const LOST = new NetworkError({ uri: "/graphql/users", cause: new Error("offline") });

interface Start {
  readonly label: string;
  readonly input: UserListInput;
  /** The owner's list as the fake server holds it. */
  readonly server: ReadonlyArray<string>;
}

const STARTS: ReadonlyArray<Start> = [
  { label: "followers over three pages", input: { userId: OWNER, list: "followers" }, server: ids(45) },
  {
    label: "the viewer's own following, handed in",
    input: { userId: OWNER, list: "following", ids: ids(25) },
    server: [],
  },
  { label: "an empty list", input: { userId: OWNER, list: "following" }, server: [] },
];

/** The page the fake server answers, computed apart from the machine: the users who still exist. */
const serverPage = (server: ReadonlyArray<string>, load: UserListLoad): UserListPage => {
  const all = load.ids ?? server;
  const slice = all.slice(load.from, load.from + USER_LIST_PAGE_SIZE);
  return { ids: all, users: slice.filter((id) => id !== GONE).map(userOf), next: load.from + slice.length };
};

const stateKey = (state: ListSnapshot): string =>
  [
    JSON.stringify(state.value),
    `ids=${state.context.ids?.length ?? "-"}`,
    `next=${state.context.next}`,
    `users=${state.context.users.length}`,
    `failure=${state.context.failure?.kind ?? "-"}`,
  ].join(" ");

const modelOf = (start: Start) =>
  new TestModel(userListMachine as unknown as ActorLogic<ListSnapshot, UserListEvent, UserListInput>, {
    input: start.input,
    events: (state: ListSnapshot): UserListEvent[] => {
      const { context } = state;
      const all: ModelEvent[] = [{ type: "userList.more" }, { type: "userList.retry" }];
      if (state.matches("loading")) {
        const load = { userId: context.userId, list: context.list, ids: context.ids, from: context.next };
        all.push(
          { type: "xstate.done.actor.loadUsers", output: serverPage(start.server, load) },
          { type: "xstate.error.actor.loadUsers", error: LOST },
        );
      }
      return all as unknown as UserListEvent[];
    },
    serializeState: stateKey,
    serializeEvent: (event) => (event as ModelEvent).type,
    stateMatcher: (state, key) => state.matches(key as Parameters<typeof state.matches>[0]),
  }) as unknown as TestModel<ListSnapshot, UserListEvent, unknown>;

for (const start of STARTS) {
  const model = modelOf(start);
  const paths = transitionCoverage(model, stateKey, stateKey);

  describe(`userListMachine model, ${start.label}`, () => {
    let calls: Array<PendingCall<UserListLoad, UserListPage>>;
    let actor: Actor<typeof userListMachine>;
    /** The test's own account: the list's ids once read, the rows shown, the next id to name. */
    let world: { ids: ReadonlyArray<string> | null; rows: string[]; next: number; failed: boolean };

    beforeEach(() => {
      calls = [];
      actor = createActor(userListMachine.provide({ actors: { loadUsers: waitingActor(calls) } }), {
        input: start.input,
      });
      actor.start();
      world = { ids: start.input.ids ?? null, rows: [], next: 0, failed: false };
    });
    afterEach(() => actor.stop());

    const check = (state: ListSnapshot) => {
      const actual = actor.getSnapshot();
      expect(actual.value).toEqual(state.value);
      expect(actual.context.users.map((user) => user.id)).toEqual(world.rows);
      expect(actual.context.ids).toEqual(world.ids);
      expect(actual.context.next).toBe(world.next);
      expect(actual.context.users.map((user) => user.id)).not.toContain(GONE);
      return actual;
    };

    const states = {
      loading: (state: ListSnapshot) => {
        const actual = check(state);
        expect(actual.hasTag("loading")).toBe(true);
        expect(actual.context.failure).toBeNull();
        const waiting = stillWaiting(calls);
        expect(waiting).toHaveLength(1);
        // The ids are asked of the server only until they are known (never for the viewer's own list).
        expect(waiting[0]!.input).toEqual({
          userId: OWNER,
          list: start.input.list,
          ids: world.ids,
          from: world.next,
        });
      },
      ready: (state: ListSnapshot) => {
        const actual = check(state);
        expect(actual.hasTag("loading") || actual.hasTag("failed")).toBe(false);
        expect(stillWaiting(calls)).toEqual([]);
      },
      failed: (state: ListSnapshot) => {
        const actual = check(state);
        expect(actual.hasTag("failed")).toBe(true);
        expect(actual.context.failure).toEqual({ kind: "network", code: null });
        expect(stillWaiting(calls)).toEqual([]);
      },
    };

    const perform = async ({ event }: { event: EventObject }) => {
      const step = event as ModelEvent;
      const [call] = stillWaiting(calls);
      switch (step.type) {
        case "xstate.done.actor.loadUsers": {
          const all = world.ids ?? start.server;
          const slice = all.slice(world.next, world.next + USER_LIST_PAGE_SIZE);
          world.ids = all;
          world.rows.push(...slice.filter((id) => id !== GONE));
          world.next += slice.length;
          world.failed = false;
          call!.resolve(serverPage(start.server, call!.input));
          break;
        }
        case "xstate.error.actor.loadUsers":
          world.failed = true;
          call!.reject(LOST);
          break;
        case "userList.more":
        case "userList.retry":
          actor.send(step);
          break;
      }
      await settle();
    };

    it("reaches a loaded list, a failed page and the last page", () => {
      const reached = new Set(paths.map(({ path }) => JSON.stringify(path.state.value)));
      for (const value of ["loading", "ready", "failed"]) expect(reached).toContain(JSON.stringify(value));
      const ends = paths.map(({ path }) => path.state.context);
      const total = start.input.ids?.length ?? start.server.length;
      expect(ends.some((context) => context.ids !== null && context.next === total)).toBe(true);
    });

    for (const { description, path } of paths) {
      it(description, async () => {
        await model.testPath(path, {
          states,
          events: Object.fromEntries(
            [
              "userList.more",
              "userList.retry",
              "xstate.done.actor.loadUsers",
              "xstate.error.actor.loadUsers",
            ].map((type) => [type, perform]),
          ) as Parameters<typeof model.testPath>[1]["events"],
        });
      });
    }
  });
}
