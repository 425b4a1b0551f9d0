import { TestModel } from "@xstate/graph";
import { not, type SnapshotFrom, setup, stateIn } from "xstate";

/**
 * The keep-alive restated from the spec (accounts section 4: extended after activity with a 2 s debounce,
 * revoked after inactivity, done by the leader tab only), for a signed-in tab whose token stays valid.
 * Timers and call answers are plain events; the test replays each path on the real machine.
 */
export type KeepAliveModelEvent =
  | { readonly type: "leader.gained" }
  | { readonly type: "leader.lost" }
  | { readonly type: "activity" }
  | { readonly type: "timer.keepAliveDebounce" }
  | { readonly type: "keepAlive.ok" }
  | { readonly type: "keepAlive.networkFailure" }
  | { readonly type: "timer.inactivity" }
  | { readonly type: "revoke.ok" }
  | { readonly type: "revoke.networkFailure" };

const isLeader = stateIn({ leadership: "leader" });

export const keepAliveModelMachine = setup({
  types: { events: {} as KeepAliveModelEvent },
  guards: { isLeader },
}).createMachine({
  id: "keepAliveModel",
  type: "parallel",
  states: {
    leadership: {
      initial: "follower",
      states: {
        follower: { on: { "leader.gained": "leader" } },
        leader: { on: { "leader.lost": "follower" } },
      },
    },
    keepAlive: {
      initial: "follower",
      states: {
        // A follower's activity is forwarded to the leader (a self-loop here, checked by the test).
        follower: { always: { guard: "isLeader", target: "leader" }, on: { activity: "follower" } },
        leader: {
          always: { guard: not("isLeader"), target: "follower" },
          initial: "idle",
          states: {
            idle: { on: { activity: "debouncing" } },
            debouncing: { on: { activity: "debouncing", "timer.keepAliveDebounce": "extending" } },
            extending: { on: { "keepAlive.ok": "alive", "keepAlive.networkFailure": "idle" } },
            alive: { on: { activity: "debouncing", "timer.inactivity": "revoking" } },
            revoking: {
              on: { activity: "debouncing", "revoke.ok": "idle", "revoke.networkFailure": "idle" },
            },
          },
        },
      },
    },
  },
});

export type KeepAliveModelSnapshot = SnapshotFrom<typeof keepAliveModelMachine>;

/** The keep-alive region's place as one dotted name: `follower`, `leader.alive`… */
export const keepAlivePlaceOf = (value: unknown): string => {
  const place = (value as { readonly keepAlive: unknown }).keepAlive;
  return typeof place === "string" ? place : `leader.${(place as { readonly leader: string }).leader}`;
};

/** Only answers to calls that wait and timers that are armed can happen. */
const eventsIn = (snapshot: KeepAliveModelSnapshot): Array<KeepAliveModelEvent> => {
  const leadership: KeepAliveModelEvent = snapshot.matches({ leadership: "leader" })
    ? { type: "leader.lost" }
    : { type: "leader.gained" };
  const common: Array<KeepAliveModelEvent> = [leadership, { type: "activity" }];
  switch (keepAlivePlaceOf(snapshot.value)) {
    case "leader.debouncing":
      return [...common, { type: "timer.keepAliveDebounce" }];
    case "leader.extending":
      return [...common, { type: "keepAlive.ok" }, { type: "keepAlive.networkFailure" }];
    case "leader.alive":
      return [...common, { type: "timer.inactivity" }];
    case "leader.revoking":
      return [...common, { type: "revoke.ok" }, { type: "revoke.networkFailure" }];
    default:
      return common;
  }
};

export const serializeKeepAliveState = (snapshot: KeepAliveModelSnapshot): string =>
  JSON.stringify(snapshot.value);

export const keepAliveModel = new TestModel(keepAliveModelMachine, {
  events: eventsIn,
  serializeState: serializeKeepAliveState,
});
